import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/** A section title with an optional blurb and an action on the right (home sections). */
export function SectionHeading({ id, title, blurb, action }: { id?: string; title: string; blurb?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: { xs: "flex-start", sm: "flex-end" },
        justifyContent: "space-between",
        flexDirection: { xs: "column", sm: "row" },
        gap: 1.5,
        mb: { xs: 2, md: 3 },
      }}
    >
      <Box>
        <Typography id={id} variant="h4" component="h2" sx={{ fontSize: { xs: "1.6rem", md: "2.1rem" } }}>
          {title}
        </Typography>
        {blurb ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {blurb}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
  );
}
