import SwapVertRounded from "@mui/icons-material/SwapVertRounded";
import Box from "@mui/material/Box";
import { useId, useState } from "react";
import { LightButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import type { OptionItem } from "../../common/catalogue";
import { deferredComponent, WhenOpened } from "../common/deferred";

/** The menu's code (Menu, Popover, Modal) loads when first opened or pointed at: the listing's first screen shows only the button. */
const sortMenuList = deferredComponent(() => import("./SortMenuList"), (m) => m.SortMenuList);

/** 'Sort By' (spec §2): a menu of radio options, labels from catalogueOptions.sorts. */
export function SortMenu({ sorts, value, onChange }: { sorts: OptionItem[]; value: string; onChange: (id: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const currentLabel = sorts.find((s) => s.id === value)?.label;
  return (
    <>
      <LightButton
        variant="outlined"
        color="inherit"
        startIcon={<SwapVertRounded />}
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={sortMenuList.preload}
        onFocus={sortMenuList.preload}
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
      </LightButton>
      <WhenOpened open={anchor !== null}>
        <sortMenuList.Component id={menuId} anchor={anchor} onClose={() => setAnchor(null)} sorts={sorts} value={value} onChange={onChange} />
      </WhenOpened>
    </>
  );
}
