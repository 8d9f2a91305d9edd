import Typography from "@mui/material/Typography";

/** Placeholder body of an admin page until the real screen lands. */
export function AdminPlaceholderPage({ title, text }: { title: string; text?: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
    </>
  );
}
