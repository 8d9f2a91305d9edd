import Box from "@mui/material/Box";
import { keyframes, type SxProps, type Theme } from "@mui/material/styles";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { ABOVE_DIALOGS } from "./layout";

/**
 * A modal dialog in MUI Dialog's look and manners, without MUI's Modal, FocusTrap, transitions and Paper (about 9 kB
 * compressed, most of a shared product link's first load beyond the shell; issue 29):
 *  - rendered at the end of `<body>` (a portal) as `role="dialog"`, `aria-modal`, named by `aria-labelledby`;
 *  - while open, everything else on the page is `inert` and hidden from assistive technology (as MUI hides the
 *    siblings), so Tab stays in the dialog and the browser; the page under it does not scroll;
 *  - focus moves into it when it opens and back to where it was when it closes;
 *  - Escape and a click on the backdrop ask to close (`onClose`);
 *  - it fades in (unless `appear` is false) and out, as MUI's Fade does; full screen or a centred sheet.
 * Anything opened later above it (a menu, a toast) is added after it and stays usable.
 */
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** MUI's Fade durations (theme.transitions.duration.enteringScreen / leavingScreen). */
const ENTER_MS = 225;
const EXIT_MS = 195;

export interface LightDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  fullScreen?: boolean;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** Fade in when first shown (false: shown at once, e.g. a page opened from a link). */
  appear?: boolean;
  /** The sheet's own styles (its corner radius). */
  paperSx?: SxProps<Theme>;
}

export function LightDialog({ open, onClose, children, fullScreen = false, labelledBy, appear = true, paperSx }: LightDialogProps) {
  // Mounted from opening until its fade-out has run.
  const [mounted, setMounted] = useState(open);
  // Whether this opening fades in (decided when it opens).
  const [animate, setAnimate] = useState(appear);
  if (open && !mounted) {
    setMounted(true);
    setAnimate(appear);
  }
  const paper = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  // Modality: the rest of the page inert and hidden, its scroll locked, focus in and back out.
  useLayoutEffect(() => {
    const root = paper.current?.parentElement?.parentElement;
    if (!open || !root) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const hidden = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el !== root &&
        el instanceof HTMLElement &&
        !el.inert &&
        el.getAttribute("aria-hidden") !== "true" &&
        !["SCRIPT", "STYLE", "LINK", "TEMPLATE"].includes(el.tagName) &&
        // A prompt that must stay answerable over any dialog (the consent banner, issue 45).
        !el.hasAttribute(ABOVE_DIALOGS),
    );
    for (const el of hidden) {
      el.inert = true;
      el.setAttribute("aria-hidden", "true");
    }
    const body = document.body.style;
    const saved = { overflow: body.overflow, paddingRight: body.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.overflow = "hidden";
    if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;
    if (!paper.current?.contains(document.activeElement)) paper.current?.focus({ preventScroll: true });
    return () => {
      for (const el of hidden) {
        el.inert = false;
        el.removeAttribute("aria-hidden");
      }
      body.overflow = saved.overflow;
      body.paddingRight = saved.paddingRight;
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open, mounted]);

  if (!mounted) return null;
  const fade = (ms: number) => ({
    opacity: open ? 1 : 0,
    transition: `opacity ${EXIT_MS}ms cubic-bezier(0.4, 0, 0.2, 1)`,
    animation: animate ? `${fadeIn} ${ms}ms cubic-bezier(0.4, 0, 0.2, 1)` : undefined,
    "@media (prefers-reduced-motion: reduce)": { animation: "none", transition: "none" },
  });

  return createPortal(
    <Box
      sx={{ position: "fixed", inset: 0, zIndex: (theme) => theme.zIndex.modal, pointerEvents: open ? undefined : "none" }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.stopPropagation();
        onCloseRef.current();
      }}
    >
      <Box aria-hidden sx={{ position: "fixed", inset: 0, bgcolor: "rgba(0, 0, 0, 0.5)", WebkitTapHighlightColor: "transparent", ...fade(ENTER_MS) }} />
      <Box
        onClick={(event) => {
          // A click on the backdrop (around the sheet), not inside it.
          if (event.target === event.currentTarget) onCloseRef.current();
        }}
        sx={{ position: "relative", height: "100%", outline: 0, display: "flex", alignItems: "center", justifyContent: "center", ...fade(ENTER_MS) }}
      >
        <Box
          ref={paper}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          sx={[
            (theme) => ({
              position: "relative",
              display: "flex",
              flexDirection: "column",
              overflowY: "auto",
              outline: 0,
              bgcolor: "background.paper",
              color: "text.primary",
              boxShadow: theme.shadows[24],
              ...(fullScreen
                ? { m: 0, width: "100%", maxWidth: "100%", height: "100%", maxHeight: "none", borderRadius: 0 }
                : { m: 4, width: "calc(100% - 64px)", maxWidth: theme.breakpoints.values.lg, maxHeight: "calc(100% - 64px)", borderRadius: 4 }),
            }),
            ...(Array.isArray(paperSx) ? paperSx : [paperSx]),
          ]}
        >
          {children}
        </Box>
      </Box>
    </Box>,
    document.body,
  );
}
