import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import IconButton from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { texts } from "../../common/texts";

const t = texts.shop.listing;

/** The phone's full-screen 'Filters' dialog (spec §2): the filter panel, and a button that shows the results. */
export function FiltersDialog({ open, onClose, panel, showResults }: { open: boolean; onClose: () => void; panel: ReactNode; showResults: string }) {
  return (
    <Dialog fullScreen open={open} onClose={onClose} slotProps={{ paper: { "aria-label": t.filters } as object }}>
      <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
          <IconButton onClick={onClose} aria-label={t.closeFilters}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ px: 3, flex: 1, overflowY: "auto" }}>{panel}</Box>
        <Box sx={{ p: 2, borderTop: "1px solid", borderColor: "divider" }}>
          <Button variant="contained" size="large" fullWidth onClick={onClose}>
            {showResults}
          </Button>
        </Box>
      </Box>
    </Dialog>
  );
}
