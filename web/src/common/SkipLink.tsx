import Box from "@mui/material/Box";
import type { MouseEvent } from "react";
import { texts } from "./texts";

/** The id of each layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/** Props for a layout's <main>: the skip link's target, focusable by script only. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * 'Skip to main content': the first stop of the Tab key on every page of the shop and the admin, shown only while
 * focused. It moves focus to the page's <main> (without changing the URL, which the router owns).
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: "fixed",
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: "primary.main",
        color: "primary.contrastText",
        fontWeight: 700,
        textDecoration: "none",
        transform: "translateY(-200%)",
        "&:focus": { transform: "none", outline: "3px solid", outlineColor: "secondary.main" },
      }}
    >
      {texts.app.skipToContent}
    </Box>
  );
}
