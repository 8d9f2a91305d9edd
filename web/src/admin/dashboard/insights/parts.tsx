// Pieces every dashboard panel is drawn with: a titled panel, a figure, a titled list of groups, a share as a percentage.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

export function Panel({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

export function Figure({ label, value, testId, detail }: { label: string; value: string; testId: string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontWeight: 800, fontSize: { xs: "1.2rem", sm: "1.6rem" }, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** A titled, numbered list of groups (a courier, a pincode, a band): each its name in bold, then its figures. */
export function GroupList({ id, title, rows }: { id: string; title: string; rows: Array<{ key: string; name: string; figures: string }> }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ol" aria-labelledby={id} sx={{ m: 0, pl: 3 }}>
        {rows.map((r) => (
          <li key={r.key}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {r.name}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {": "}
              {r.figures}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
