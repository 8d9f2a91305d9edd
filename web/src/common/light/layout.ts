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

/**
 * The attribute of an element at the end of `<body>` that a dialog leaves interactive, as it stands above dialogs (the
 * consent banner, issue 45). Here, not in LightDialog.tsx, so the banner's chunk does not pull the dialog's code out of
 * the product dialog's chunk.
 */
export const ABOVE_DIALOGS = "data-above-dialogs";
