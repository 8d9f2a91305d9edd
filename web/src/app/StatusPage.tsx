import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { BrandLogo } from "../common/BrandLogo";
import { texts } from "../common/texts";
import { ROUTES } from "./guard";

function StatusPage({ code, message }: { code: string; message: string }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        px: 3,
        textAlign: "center",
        bgcolor: "background.default",
      }}
    >
      <BrandLogo />
      <Typography
        aria-hidden
        sx={{
          fontFamily: (theme) => theme.typography.h1.fontFamily,
          fontWeight: 700,
          fontSize: { xs: "4.5rem", md: "7rem" },
          lineHeight: 1,
          color: "secondary.dark",
        }}
      >
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {message}
      </Typography>
      <Button component={RouterLink} to={ROUTES.root} variant="contained">
        {texts.app.backHome}
      </Button>
    </Box>
  );
}

/** /unauth-page (spec §2). */
export function UnauthorizedPage() {
  return <StatusPage code="403" message={texts.app.unauthorized} />;
}

/** Any unknown path (spec §2). */
export function NotFoundPage() {
  return <StatusPage code="404" message={texts.app.notFound} />;
}
