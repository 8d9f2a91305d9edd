import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { keyframes } from "@mui/material/styles";
import { texts } from "../common/texts";
import { getBrandName } from "../common/brand";
import { ProgressBar } from "./ProgressBar";

const float = keyframes`
  0%, 100% { transform: translateY(0) rotate(-4deg); }
  50% { transform: translateY(-10px) rotate(4deg); }
`;

const ripple = keyframes`
  0% { transform: scale(0.7); opacity: 0.55; }
  100% { transform: scale(1.9); opacity: 0; }
`;

/** Full-screen animation shown while the session check runs (spec §2). */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-busy="true"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 3,
        px: 3,
        color: "primary.contrastText",
        background: (theme) =>
          `radial-gradient(circle at 30% 20%, ${theme.palette.primary.light} 0%, ${theme.palette.primary.main} 45%, ${theme.palette.primary.dark} 100%)`,
      }}
    >
      <Box sx={{ position: "relative", width: 112, height: 112, display: "grid", placeItems: "center" }}>
        {[0, 0.8].map((delay) => (
          <Box
            key={delay}
            aria-hidden
            sx={{
              position: "absolute",
              inset: 0,
              borderRadius: "50%",
              border: 2,
              borderColor: "secondary.main",
              animation: `${ripple} 1.6s ease-out ${delay}s infinite`,
              "@media (prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.3 },
            }}
          />
        ))}
        <ShoppingBagOutlined
          aria-hidden
          sx={{
            fontSize: 56,
            color: "secondary.main",
            animation: `${float} 1.8s ease-in-out infinite`,
            "@media (prefers-reduced-motion: reduce)": { animation: "none" },
          }}
        />
      </Box>
      <Typography variant="overline" component="p" sx={{ opacity: 0.75, m: 0 }}>
        {getBrandName()}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600, m: 0, textAlign: "center" }}>
        {texts.app.loadingStore}
      </Typography>
      <ProgressBar sx={{ width: 200, height: 3, borderRadius: 2, bgcolor: "rgba(255,255,255,0.15)" }} />
    </Box>
  );
}
