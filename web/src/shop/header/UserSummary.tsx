import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { SessionUser } from "../../app/session";

/** The signed-in user's initial in a circle (what MUI's letter Avatar draws, without loading Avatar on the first screen). */
export function UserAvatar({ user, size = 36 }: { user: Pick<SessionUser, "name">; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: "50%",
        overflow: "hidden",
        userSelect: "none",
        lineHeight: 1,
        bgcolor: "primary.main",
        color: "secondary.light",
        fontWeight: 700,
        fontSize: size * 0.42,
      }}
    >
      {user.name.charAt(0).toUpperCase()}
    </Box>
  );
}

/** Who is signed in: the avatar, name and email (the avatar menu and the phone menu). */
export function UserSummary({ user, sx }: { user: Pick<SessionUser, "name" | "email">; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: "flex", gap: 1.5, alignItems: "center" }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <UserAvatar user={user} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {user.name}
        </Typography>
        {user.email ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
