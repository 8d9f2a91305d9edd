import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import type { SessionUser } from "../../app/session";
import { texts } from "../../common/texts";
import { deferredComponent, WhenOpened } from "../common/deferred";

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
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The avatar menu's list, loaded when it is first opened (or the pointer is on the avatar). */
const accountMenuList = deferredComponent(() => import("./AccountMenuList"), (m) => m.AccountMenuList);

/** The avatar menu (spec §2): the user's name and email, Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const h = texts.shop.header;
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={accountMenuList.preload}
        onFocus={accountMenuList.preload}
        aria-label={h.accountMenu(user.name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <WhenOpened open={anchor !== null}>
        <accountMenuList.Component id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenOpened>
    </>
  );
}
