import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { decideConsent, readConsent } from "../../common/analytics";
import { getBrandName } from "../../common/brand";
import { ABOVE_DIALOGS } from "../../common/light/layout";
import { texts } from "../../common/texts";

const t = texts.shop.consent;

/**
 * The consent banner (issue 45, DPDP Act 2023): what would be measured, and Accept all, Reject all or Choose (the one
 * purpose, analytics, as a box to tick, unticked). Nothing is measured until the shopper answers; the answer is kept
 * in this browser, and "Privacy choices" in the footer opens the banner again (at its choices) to change or withdraw
 * it. Fixed at the foot of the screen, over the page (never moving it) and over a shared link's product dialog, which
 * leaves it answerable (at the end of `<body>`, marked ABOVE_DIALOGS); under toasts.
 */
export function ConsentBanner({ choosing: startChoosing = false, onDone }: { choosing?: boolean; onDone: () => void }) {
  const titleId = useId();
  const [choosing, setChoosing] = useState(startChoosing);
  const [analytics, setAnalytics] = useState(() => readConsent()?.analytics ?? false);
  const panel = useRef<HTMLElement>(null);

  // Opened from the footer: focus moves into it, so the keyboard reaches the choices at once.
  useEffect(() => {
    if (startChoosing) panel.current?.focus();
  }, [startChoosing]);

  function decide(yes: boolean) {
    decideConsent(yes);
    onDone();
  }

  return createPortal(
    <Paper
      component="section"
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      elevation={8}
      {...{ [ABOVE_DIALOGS]: "" }}
      sx={{
        position: "fixed",
        // Above dialogs and drawers (1300), under toasts (1400).
        zIndex: 1350,
        left: { xs: 8, sm: "50%" },
        right: { xs: 8, sm: "auto" },
        bottom: 8,
        transform: { sm: "translateX(-50%)" },
        width: { sm: 640 },
        maxWidth: "calc(100% - 16px)",
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        outline: "none",
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: "1.05rem", mb: 0.5 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.notice(getBrandName())}
      </Typography>
      {choosing ? (
        <Box sx={{ mt: 1.5 }}>
          <FormControlLabel
            control={<Checkbox checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />}
            label={
              <>
                <Typography component="span" sx={{ fontWeight: 600, display: "block" }}>
                  {t.analytics}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t.analyticsHelp}
                </Typography>
              </>
            }
            sx={{ alignItems: "flex-start", "& .MuiCheckbox-root": { pt: 0.5 } }}
          />
        </Box>
      ) : null}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 1.5, justifyContent: "flex-end" }}>
        {choosing ? (
          <Button variant="contained" onClick={() => decide(analytics)}>
            {t.save}
          </Button>
        ) : (
          <Button variant="text" onClick={() => setChoosing(true)}>
            {t.choose}
          </Button>
        )}
        {/* Accepting and refusing weigh the same: one is as easy as the other. */}
        <Button variant="outlined" onClick={() => decide(false)}>
          {t.rejectAll}
        </Button>
        <Button variant="outlined" onClick={() => decide(true)}>
          {t.acceptAll}
        </Button>
      </Box>
    </Paper>,
    document.body,
  );
}
