import LogoutRounded from "@mui/icons-material/LogoutRounded";
import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { SxProps, Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../app/session";
import { useLogout } from "../../auth/LogoutButton";
import { texts } from "../../common/texts";
import { SHOP_PATHS } from "../paths";

export function UserAvatar({ user, size = 36 }: { user: Pick<SessionUser, "name">; size?: number }) {
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: "primary.main", color: "secondary.light", fontWeight: 700, fontSize: size * 0.42 }} aria-hidden>
      {user.name.charAt(0).toUpperCase()}
    </Avatar>
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

/** The avatar menu (spec §2): the user's name and email, Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { logout } = useLogout();
  const menuId = useId();
  const h = texts.shop.header;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={h.accountMenu(user.name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: 3 } } }}
      >
        <UserSummary user={user} sx={{ px: 2, py: 1.25 }} />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void navigate(SHOP_PATHS.account);
          }}
        >
          <ListItemIcon>
            <PersonOutlineRounded fontSize="small" />
          </ListItemIcon>
          {h.account}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {h.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
