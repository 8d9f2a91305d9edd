import PersonOutlineRounded from "@mui/icons-material/PersonOutlineRounded";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../../app/session";
import { accountTexts } from "../../common/accountTexts";
import { AddressBook } from "../address/AddressBook";
import { PageBanner } from "../common/PageBanner";
import { AccountSettings } from "./AccountSettings";
import { EmailVerificationNotice } from "./EmailVerificationNotice";
import { OrdersPanel } from "./OrdersPanel";
import { WishlistPanel } from "./WishlistPanel";

const t = accountTexts.account;
const TABS = ["orders", "address", "wishlist", "settings"] as const;
type AccountTab = (typeof TABS)[number];

/**
 * /shop/account (spec §2): banner and the tabs Orders (default) and Address, then (not in the spec) Wishlist (its
 * back-in-stock alerts too) and Settings (email, password, sign out of all devices, marketing emails). `?tab=wishlist`
 * opens on a tab. Above them, "Verify your email" until the address is verified.
 */
export function AccountPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const asked = params.get("tab");
  const [tab, setTab] = useState<AccountTab>(TABS.includes(asked as AccountTab) ? (asked as AccountTab) : "orders");
  return (
    <Box>
      <PageBanner title={user ? `${t.heading} · ${user.name}` : t.heading} subtitle={t.subheading} icon={<PersonOutlineRounded />} />
      <EmailVerificationNotice />
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_e, value: AccountTab) => setTab(value)}
          aria-label={t.heading}
          sx={{ mb: 3, borderBottom: "1px solid", borderColor: "divider" }}
        >
          <Tab value="orders" label={t.orders} id="account-tab-orders" aria-controls="account-panel-orders" />
          <Tab value="address" label={t.address} id="account-tab-address" aria-controls="account-panel-address" />
          <Tab value="wishlist" label={t.wishlist} id="account-tab-wishlist" aria-controls="account-panel-wishlist" />
          <Tab value="settings" label={t.settings} id="account-tab-settings" aria-controls="account-panel-settings" />
        </Tabs>
        <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
          {tab === "orders" ? <OrdersPanel /> : tab === "address" ? <AddressBook /> : tab === "wishlist" ? <WishlistPanel /> : <AccountSettings />}
        </Box>
      </Paper>
    </Box>
  );
}
