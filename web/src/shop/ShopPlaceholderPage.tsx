import Typography from "@mui/material/Typography";

/** Placeholder body of a shop page until the real screen lands. */
export function ShopPlaceholderPage({ title }: { title: string }) {
  return (
    <Typography variant="h3" component="h1">
      {title}
    </Typography>
  );
}
