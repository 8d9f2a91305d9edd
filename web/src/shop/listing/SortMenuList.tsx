import RadioButtonCheckedRounded from "@mui/icons-material/RadioButtonCheckedRounded";
import RadioButtonUncheckedRounded from "@mui/icons-material/RadioButtonUncheckedRounded";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { OptionItem } from "../../common/catalogue";

/** The 'Sort By' menu itself (SortMenu.tsx): radio options, loaded when first opened. */
export function SortMenuList({
  id,
  anchor,
  onClose,
  sorts,
  value,
  onChange,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  sorts: OptionItem[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { mt: 1, borderRadius: 3, minWidth: 230 } } }}
    >
      {sorts.map((sort) => {
        const checked = sort.id === value;
        return (
          <MenuItem
            key={sort.id}
            role="menuitemradio"
            aria-checked={checked}
            selected={checked}
            onClick={() => {
              onClose();
              onChange(sort.id);
            }}
          >
            <ListItemIcon sx={{ color: checked ? "secondary.dark" : undefined }}>
              {checked ? <RadioButtonCheckedRounded fontSize="small" /> : <RadioButtonUncheckedRounded fontSize="small" />}
            </ListItemIcon>
            {sort.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
