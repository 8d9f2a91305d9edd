import RadioButtonCheckedRounded from "@mui/icons-material/RadioButtonCheckedRounded";
import RadioButtonUncheckedRounded from "@mui/icons-material/RadioButtonUncheckedRounded";
import SwapVertRounded from "@mui/icons-material/SwapVertRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { texts } from "../../common/texts";
import type { OptionItem } from "../../common/catalogue";

/** 'Sort By' (spec §2): a menu of radio options, labels from catalogueOptions.sorts. */
export function SortMenu({ sorts, value, onChange }: { sorts: OptionItem[]; value: string; onChange: (id: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const currentLabel = sorts.find((s) => s.id === value)?.label;
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<SwapVertRounded />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ borderColor: "divider", bgcolor: "background.paper", whiteSpace: "nowrap" }}
      >
        {texts.shop.listing.sortBy}
        {currentLabel ? (
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" }, fontWeight: 500, ml: 0.75, opacity: 0.75 }}>
            · {currentLabel}
          </Box>
        ) : null}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
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
                setAnchor(null);
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
    </>
  );
}
