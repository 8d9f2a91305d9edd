import { useId, useState } from "react";
import type { SessionUser } from "../../app/session";
import { LightIconButton } from "../../common/light/LightButton";
import { texts } from "../../common/texts";
import { deferredComponent, WhenOpened } from "../common/deferred";
import { UserAvatar } from "./UserSummary";

/** The avatar menu's list, loaded when it is first opened (or the pointer is on the avatar). */
const accountMenuList = deferredComponent(() => import("./AccountMenuList"), (m) => m.AccountMenuList);

/** The avatar menu (spec §2): the user's name and email, Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const h = texts.shop.header;
  return (
    <>
      <LightIconButton
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
      </LightIconButton>
      <WhenOpened open={anchor !== null}>
        <accountMenuList.Component id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
      </WhenOpened>
    </>
  );
}
