import ChevronLeftRounded from "@mui/icons-material/ChevronLeftRounded";
import ChevronRightRounded from "@mui/icons-material/ChevronRightRounded";
import PauseRounded from "@mui/icons-material/PauseRounded";
import PlayArrowRounded from "@mui/icons-material/PlayArrowRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { LightButton, LightIconButton } from "../../common/light/LightButton";
import { Placeholder } from "../../common/Placeholder";
import { texts } from "../../common/texts";
import { SHOP_PATHS } from "../paths";
import { imageSrcSet, type ImageSetLike } from "../product/ProductImage";

/** Spec §9: the carousel advances every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The banners' artwork is 1600 × 600: shown whole at every width (a taller box would crop its painted text). */
const BANNER_ASPECT_RATIO = "8 / 3";

export interface Banner {
  id: string;
  title?: string | null;
  description?: string | null;
  images: ImageSetLike;
}

const t = texts.shop.home;

/**
 * The home banner carousel (spec §2): feature images advancing every 5 s, previous/next arrows, dots, each
 * slide's title and description, and 'Shop Now' → /shop/listing. Rotation pauses while the pointer or the
 * keyboard focus is on it, and can be paused with a button (WCAG 2.2.2).
 */
export function BannerCarousel({ banners, loading }: { banners: readonly Banner[]; loading: boolean }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const navigate = useNavigate();
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (loading && count === 0) {
    return <Placeholder variant="rounded" sx={{ width: "100%", height: "auto", aspectRatio: BANNER_ASPECT_RATIO, borderRadius: 4 }} />;
  }

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const slide = banners[current];

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t.banners}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ borderRadius: { xs: 3, md: 4 }, overflow: "hidden", bgcolor: "background.paper", boxShadow: "0 10px 40px rgba(31,28,72,0.10)" }}
    >
      <Box sx={{ position: "relative", aspectRatio: BANNER_ASPECT_RATIO, bgcolor: "primary.dark" }}>
        {count === 0 ? (
          <Box sx={{ position: "absolute", inset: 0, background: "linear-gradient(120deg, #1f1c48, #7b1e3a 55%, #e0862b)" }} />
        ) : (
          banners.map((banner, i) => (
            <Box
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i === current ? undefined : true}
              sx={{
                position: "absolute",
                inset: 0,
                opacity: i === current ? 1 : 0,
                visibility: i === current ? "visible" : "hidden",
                transition: "opacity .6s ease, visibility .6s",
                "@media (prefers-reduced-motion: reduce)": { transition: "none" },
              }}
            >
              <Box
                component="img"
                src={banner.images.large}
                // WebP at 480/800/1200 px, and the 1600 px original for wide screens at high density.
                srcSet={`${imageSrcSet(banner.images)}, ${banner.images.original} 1600w`}
                sizes="(min-width: 1536px) 1488px, 100vw"
                width={1600}
                height={600}
                decoding={i === 0 ? "sync" : "async"}
                alt={banner.title ?? ""}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                sx={{ width: "100%", height: "100%", objectFit: "cover", objectPosition: "left center", display: "block" }}
              />
            </Box>
          ))
        )}
      </Box>
      <Box
        sx={{
          display: "flex",
          alignItems: { xs: "flex-start", md: "center" },
          flexDirection: { xs: "column", md: "row" },
          gap: { xs: 1.5, md: 3 },
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 2, md: 2.5 },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }} aria-live={paused ? "polite" : "off"}>
          {slide?.title ? (
            <Typography variant="h5" component="h2" sx={{ fontFamily: (th) => th.typography.h3.fontFamily }}>
              {slide.title}
            </Typography>
          ) : null}
          {slide?.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {slide.description}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, width: { xs: "100%", md: "auto" }, justifyContent: "space-between" }}>
          {count > 1 ? (
            // The arrows flank the dots, off the artwork (whose painted text they would hide on a phone).
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <ArrowButton side="left" label={t.previousBanner} onClick={() => go(current - 1)} />
              {banners.map((banner, i) => (
                <Box
                  key={banner.id}
                  component="button"
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t.goToBanner(i + 1, count)}
                  aria-current={i === current ? "true" : undefined}
                  sx={{
                    border: 0,
                    p: 0,
                    cursor: "pointer",
                    width: i === current ? 26 : 10,
                    height: 10,
                    mx: 0.25,
                    borderRadius: 999,
                    bgcolor: i === current ? "secondary.main" : "divider",
                    transition: "width .25s ease, background-color .25s ease",
                    "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
                  }}
                />
              ))}
              <ArrowButton side="right" label={t.nextBanner} onClick={() => go(current + 1)} />
              <LightIconButton size="small" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t.playBanners : t.pauseBanners} sx={{ ml: 0.5 }}>
                {stopped ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
              </LightIconButton>
            </Box>
          ) : (
            <span />
          )}
          <LightButton variant="contained" color="secondary" size="large" onClick={() => void navigate(SHOP_PATHS.listing)} sx={{ flexShrink: 0 }}>
            {t.shopNow}
          </LightButton>
        </Box>
      </Box>
    </Box>
  );
}

function ArrowButton({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  return (
    <LightIconButton
      onClick={onClick}
      aria-label={label}
      size="small"
      sx={{ color: "primary.main", border: "1px solid", borderColor: "divider", [side === "left" ? "mr" : "ml"]: 0.5 }}
    >
      {side === "left" ? <ChevronLeftRounded /> : <ChevronRightRounded />}
    </LightIconButton>
  );
}
