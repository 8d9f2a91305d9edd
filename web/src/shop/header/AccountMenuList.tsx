import LogoutRounded from "@mui/icons-material/LogoutRounded";
import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../app/session";
import { useLogout } from "../../auth/LogoutButton";
import { texts } from "../../common/texts";
import { SHOP_PATHS } from "../paths";
import { UserSummary } from "./UserSummary";

/** The avatar menu's list (spec §2): who is signed in, Account and Logout. */
export function AccountMenuList({ id, user, anchor, onClose }: { id: string; user: SessionUser; anchor: HTMLElement | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const h = texts.shop.header;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { mt: 1, minWidth: 240, borderRadius: 3 } } }}
    >
      <UserSummary user={user} sx={{ px: 2, py: 1.25 }} />
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
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
          onClose();
          void logout();
        }}
      >
        <ListItemIcon>
          <LogoutRounded fontSize="small" />
        </ListItemIcon>
        {h.logout}
      </MenuItem>
    </Menu>
  );
}
