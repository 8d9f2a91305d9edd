import ChevronLeftRounded from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRounded from "@mui/icons-material/ChevronRightRounded";
import Box from "@mui/material/Box";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { LightIconButton, Pressable } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { ProductImage, type ImageSetLike } from "./ProductImage";

const t = texts.shop.product;

/** A product's only picture, as the dialog has always shown it: filling its column on wide screens. */
const SINGLE_PICTURE = { height: { md: "100%" }, maxHeight: { xs: "46vh", md: "none" }, objectFit: { xs: "contain", md: "cover" } } as const;

/** How far (px) a finger must travel sideways for a swipe to turn the picture. */
const SWIPE_DISTANCE = 40;

export interface GalleryPicture {
  url: string;
  colour?: string | null;
  images: ImageSetLike;
}

/**
 * The details dialog's pictures: the main one, previous / next (buttons, Left / Right arrows while the gallery has
 * focus, a swipe on touch screens) and a row of thumbnails. One picture: just the picture, as before.
 * `key` it by what it shows (the chosen colour) so a new set starts from its first picture.
 */
export function ProductGallery({ pictures, title }: { pictures: ReadonlyArray<GalleryPicture>; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = pictures.length;
  const current = pictures[Math.min(index, count - 1)];
  if (!current) return null;
  const several = count > 1;
  const show = (next: number) => setIndex((next + count) % count);
  const alt = (i: number, picture: GalleryPicture) => t.pictureAlt(title, picture.colour ?? null, i + 1, count);

  function onKeyDown(event: KeyboardEvent) {
    if (!several) return;
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || !several) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(distance < 0 ? index + 1 : index - 1);
  }

  return (
    <Box
      role={several ? "region" : undefined}
      aria-roledescription={several ? t.gallery : undefined}
      aria-label={several ? t.galleryOf(title) : undefined}
      tabIndex={several ? 0 : undefined}
      onKeyDown={onKeyDown}
      sx={{
        display: "flex",
        flexDirection: "column",
        // One picture fills its column as it always has; several stay in view beside the details as they scroll.
        ...(several ? { position: { md: "sticky" }, top: 0 } : { height: "100%" }),
        outline: "none",
        "&:focus-visible": { outline: "3px solid", outlineColor: "secondary.main", outlineOffset: -3 },
      }}
    >
      <Box
        sx={{ position: "relative", touchAction: "pan-y", ...(several ? {} : { flex: 1, minHeight: 0 }) }}
        onPointerDown={(e) => {
          if (e.pointerType !== "mouse") swipeStart.current = e.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ProductImage
          images={current.images}
          alt={several ? alt(index, current) : title}
          sizes="(min-width: 900px) 520px, 100vw"
          variant="details"
          eager
          sx={several ? { maxHeight: { xs: "46vh", md: "calc(100vh - 168px)" }, objectFit: "contain", userSelect: "none" } : SINGLE_PICTURE}
        />
        {several ? (
          <>
            <GalleryArrow side="left" label={t.previousPicture} onClick={() => show(index - 1)} />
            <GalleryArrow side="right" label={t.nextPicture} onClick={() => show(index + 1)} />
            <Box aria-live="polite" sx={{ position: "absolute", bottom: 10, right: 12, px: 1, borderRadius: 1, bgcolor: "rgba(0,0,0,0.55)", color: "common.white", fontSize: 12, fontWeight: 700 }}>
              {t.pictureCount(index + 1, count)}
            </Box>
          </>
        ) : null}
      </Box>
      {several ? (
        <Box role="group" aria-label={t.thumbnails} sx={{ display: "flex", gap: 1, p: 1, overflowX: "auto" }}>
          {pictures.map((picture, i) => (
            <Pressable
              key={`${picture.url}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t.showPicture(i + 1, count)}
              aria-current={i === index ? "true" : undefined}
              sx={{
                flex: "0 0 56px",
                borderRadius: 1.5,
                overflow: "hidden",
                outline: "2px solid",
                outlineColor: i === index ? "primary.main" : "transparent",
                outlineOffset: 1,
                opacity: i === index ? 1 : 0.7,
                "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.main", outlineOffset: 1 },
              }}
            >
              <ProductImage images={picture.images} alt="" sizes="56px" sx={{ width: 56 }} />
            </Pressable>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function GalleryArrow({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  return (
    <LightIconButton
      onClick={onClick}
      aria-label={label}
      sx={{
        position: "absolute",
        top: "50%",
        [side]: 8,
        transform: "translateY(-50%)",
        bgcolor: "rgba(255,255,255,0.85)",
        boxShadow: 1,
        "&:hover": { bgcolor: "background.paper" },
      }}
    >
      {side === "left" ? <ChevronLeftRounded /> : <ChevronRightRounded />}
    </LightIconButton>
  );
}
