import ArrowForwardRounded from "@mui/icons-material/ArrowForwardRounded";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Pressable } from "../../common/light/LightButton";

export interface TileItem {
  id: string;
  label: string;
  /** A picture for the tile (category tiles); brand tiles are typographic. */
  image?: { thumbnail: string; webp: string; webpSources?: ReadonlyArray<{ url: string; width: number }> } | null;
  colours: [string, string];
}

/** A clickable tile of 'Shop By Category' / 'Shop By Brand'. */
export function Tile({ item, onClick, variant }: { item: TileItem; onClick: () => void; variant: "category" | "brand" }) {
  const [from, to] = item.colours;
  return (
    <Pressable
      onClick={onClick}
      aria-label={item.label}
      sx={{
        position: "relative",
        display: "block",
        width: "100%",
        borderRadius: 3,
        overflow: "hidden",
        textAlign: "left",
        aspectRatio: variant === "category" ? "3 / 4" : "16 / 9",
        background: `linear-gradient(150deg, ${from}, ${to})`,
        color: "common.white",
        boxShadow: "0 6px 20px rgba(31,28,72,0.10)",
        transition: "transform .2s ease, box-shadow .2s ease",
        "&:hover, &:focus-visible": { transform: "translateY(-3px)", boxShadow: "0 14px 30px rgba(31,28,72,0.18)" },
        "&:hover img": { transform: "scale(1.05)" },
      }}
    >
      {variant === "category" && item.image ? (
        <Box
          component="img"
          src={item.image.thumbnail}
          srcSet={item.image.webpSources?.length ? item.image.webpSources.map((s) => `${s.url} ${s.width}w`).join(", ") : `${item.image.thumbnail} 480w, ${item.image.webp} 800w`}
          sizes="(min-width: 900px) 280px, 45vw"
          width={480}
          height={640}
          alt=""
          loading="lazy"
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", transition: "transform .35s ease" }}
        />
      ) : null}
      <Box
        sx={{
          position: "absolute",
          inset: 0,
          display: "flex",
          flexDirection: "column",
          justifyContent: variant === "category" ? "flex-end" : "center",
          alignItems: variant === "category" ? "flex-start" : "center",
          p: { xs: 1.5, md: 2 },
          background: variant === "category" ? "linear-gradient(180deg, transparent 45%, rgba(18,16,48,0.78))" : undefined,
        }}
      >
        {variant === "brand" ? (
          <Typography
            component="span"
            sx={{ fontWeight: 900, fontSize: { xs: "1.4rem", md: "1.9rem" }, letterSpacing: "0.04em", textTransform: "uppercase", textShadow: "0 2px 10px rgba(0,0,0,0.25)" }}
          >
            {item.label}
          </Typography>
        ) : (
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", width: "100%" }}>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: "1.1rem", md: "1.3rem" } }}>
              {item.label}
            </Typography>
            <ArrowForwardRounded aria-hidden />
          </Box>
        )}
      </Box>
    </Pressable>
  );
}
