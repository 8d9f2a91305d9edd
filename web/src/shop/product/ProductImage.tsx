import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

export interface ImageSetLike {
  thumbnail: string;
  /** The details' starting rendition (1200 px); a card's picture does without it. */
  large?: string;
  webp?: string;
  original?: string;
  webpSources?: ReadonlyArray<{ url: string; width: number }>;
  /** The server's srcset of the renditions (`ImageSet.srcSet`, empty for an image without any): used when asked for. */
  srcSet?: string;
}

/**
 * The resized renditions as a srcset: the server's (`ImageSet.srcSet`: what a card and the details ask for), else
 * built from the renditions: the WebP ones (480, 800 and 1200 px) when the image has them, else what an image stored
 * before them has (480 px JPEG, 800 px WebP, 1200 px JPEG). The browser picks by `sizes` and density.
 */
export function imageSrcSet(images: ImageSetLike): string {
  if (images.srcSet !== undefined) return images.srcSet;
  const webp = images.webpSources ?? [];
  if (webp.length >= 2) return webp.map((s) => `${s.url} ${s.width}w`).join(", ");
  return `${images.thumbnail} 480w, ${images.webp ?? images.thumbnail} 800w, ${images.large ?? images.thumbnail} 1200w`;
}

/**
 * A product picture from the API's renditions (srcset + sizes, so phones fetch the 480 px one), lazy by
 * default. Products are 4:5 portraits; the box keeps that ratio so nothing jumps while it loads.
 */
export function ProductImage({
  images,
  alt,
  sizes,
  eager = false,
  variant = "card",
  sx,
}: {
  images: ImageSetLike;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** "details" starts from the large rendition. */
  variant?: "card" | "details";
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="img"
      src={variant === "details" ? (images.large ?? images.thumbnail) : images.thumbnail}
      // An image without renditions of its own is its one file: no srcset then.
      srcSet={imageSrcSet(images) || undefined}
      sizes={sizes}
      alt={alt}
      width={variant === "details" ? 1200 : 480}
      height={variant === "details" ? 1500 : 600}
      loading={eager ? "eager" : "lazy"}
      // The first pictures of a page are its largest paint (issue 29): fetched ahead of the rest.
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      sx={[
        { display: "block", width: "100%", height: "auto", aspectRatio: "4 / 5", objectFit: "cover", bgcolor: "#f1eef4" },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
