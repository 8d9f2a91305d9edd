import Box from "@mui/material/Box";

/** MUI's Star and StarBorder icons. */
const STAR = "M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z";
const STAR_BORDER =
  "m22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z";

function Stars({ path }: { path: string }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="1em" height="1em" focusable="false" style={{ flexShrink: 0 }}>
          <path fill="currentColor" d={path} />
        </svg>
      ))}
    </>
  );
}

/**
 * A read-only average rating as MUI's Rating shows one (five stars, filled to the nearest half, one image with a
 * name), without the Rating's input code, which only the review form needs (issue 29: the product page's first load).
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const shown = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  return (
    <Box component="span" role="img" aria-label={label} sx={{ position: "relative", display: "inline-flex", fontSize: "1.5rem", color: "action.disabled" }}>
      <Stars path={STAR_BORDER} />
      <Box component="span" sx={{ position: "absolute", inset: 0, display: "flex", overflow: "hidden", width: `${(shown / 5) * 100}%`, color: "#faaf00" }}>
        <Stars path={STAR} />
      </Box>
    </Box>
  );
}
