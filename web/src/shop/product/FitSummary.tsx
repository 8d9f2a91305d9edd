import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { texts } from "../../common/texts";

const t = texts.shop.product;

export interface FitCounts {
  runsSmall: number;
  trueToSize: number;
  runsLarge: number;
}

/** "How it fits": runs small / true to size / runs large, each a bar of its share, with the counts in words. */
export function FitSummary({ fit }: { fit: FitCounts }) {
  const headingId = useId();
  const total = fit.runsSmall + fit.trueToSize + fit.runsLarge;
  const rows = [
    { label: t.fits.RUNS_SMALL!, n: fit.runsSmall, colour: "warning.main" },
    { label: t.fits.TRUE_TO_SIZE!, n: fit.trueToSize, colour: "success.main" },
    { label: t.fits.RUNS_LARGE!, n: fit.runsLarge, colour: "info.main" },
  ];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.75 }}>
        {t.fitSummary}
      </Typography>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.fitSummaryNone}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5 }}>
            {rows.map((row) => (
              <Box component="li" key={row.label} sx={{ display: "grid", gridTemplateColumns: "8.5rem minmax(0, 1fr)", alignItems: "center", gap: 1 }}>
                <Typography variant="body2">{t.fitCount(row.label, row.n)}</Typography>
                <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: "action.hover", overflow: "hidden" }}>
                  <Box sx={{ height: "100%", width: `${(row.n / total) * 100}%`, bgcolor: row.colour }} />
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t.fitBasis(total)}
          </Typography>
        </>
      )}
    </Box>
  );
}
