/**
 * MUI's Container (maxWidth "xl") as sx for a Box: centred, 16 px gutters on phones and 24 px from sm up, at most
 * 1536 px wide; the shop's header, main and footer use it instead of Container (issue 29: the first load).
 */
export const containerSx = {
  width: "100%",
  mx: "auto",
  boxSizing: "border-box",
  px: { xs: 2, sm: 3 },
  maxWidth: "xl",
} as const;
