import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** Title block of the login and register forms. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 4, textAlign: "center" }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {subtitle}
      </Typography>
    </Stack>
  );
}
