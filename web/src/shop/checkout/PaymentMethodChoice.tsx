import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { formatDeliveryDate, formatRupees } from "../../common/format";
import { accountTexts } from "../../common/accountTexts";
import type { ShopCheckoutOptionsQuery } from "../../gql/graphql";
import { CheckoutOptionsDocument } from "./documents";

const c = accountTexts.checkout;

export type PaymentChoice = "ONLINE" | "COD";

export type CheckoutOptions = ShopCheckoutOptionsQuery["checkoutOptions"];

/**
 * What the server offers for the cart delivered to `addressId` (issue 25), asked again whenever the address or the
 * cart's total changes (the COD limits and a coupon's rules are judged on them). `fresh` is false while the answer on
 * screen is for another address or total: decisions wait for the new one. `awaiting` is true while an address has no
 * answer on screen yet and its question has not failed: the delivery date and the methods are about to appear above
 * Checkout (a failed question leaves the decision to the server when the order is placed).
 */
export function useCheckoutOptions(
  addressId: string | null,
  cartTotal: number,
): { options: CheckoutOptions | undefined; fresh: boolean; awaiting: boolean } {
  const client = useApolloClient();
  const key = addressId ? `${addressId}|${cartTotal}` : null;
  const [answer, setAnswer] = useState<{ key: string; options: CheckoutOptions } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!addressId || !key) return;
    let current = true;
    client
      .query({ query: CheckoutOptionsDocument, variables: { addressId }, fetchPolicy: "network-only" })
      .then(({ data }) => {
        if (!current) return;
        if (data) setAnswer({ key, options: data.checkoutOptions });
        else setFailedKey(key);
      })
      .catch(() => {
        if (current) setFailedKey(key);
      });
    return () => {
      current = false;
    };
  }, [client, addressId, key]);
  const options = addressId && answer && answer.key.startsWith(`${addressId}|`) ? answer.options : undefined;
  return { options, fresh: answer !== null && answer.key === key, awaiting: key !== null && options === undefined && failedKey !== key };
}

export interface CouponConflict {
  code: string;
  /** Pay online and keep the coupon. */
  payOnline: () => void;
  /** Keep cash on delivery; the coupon comes off the cart. */
  keepCod: () => void;
  busy: boolean;
}

export interface PaymentMethodChoiceProps {
  addressId: string | null;
  options: CheckoutOptions | undefined;
  /** The options for `addressId` are on their way: their place is kept (the block's height with its two methods, phone
   * and wider), so Checkout below them barely moves when they come. */
  awaiting?: boolean;
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  /** Cash on delivery was chosen, then a coupon that cannot be used with it was applied: the shopper picks one. */
  conflict?: CouponConflict | null;
  disabled?: boolean;
}

/**
 * Checkout's delivery date and payment method for the selected address (issue 25): pay online, or cash on delivery
 * when the server allows it; a method that is not allowed is shown disabled with the server's reason. A coupon applied
 * after choosing cash on delivery that cannot go with it asks which to keep (issue 41), instead of either changing by
 * itself. The server decides again when the order is placed.
 */
export function PaymentMethodChoice({ addressId, options, awaiting = false, value, onChange, conflict = null, disabled = false }: PaymentMethodChoiceProps) {
  const labelId = useId();
  if (!addressId) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {c.selectAddressForDelivery}
      </Typography>
    );
  }
  if (!options) return awaiting ? <Skeleton variant="rounded" sx={{ my: 2, height: { xs: 199, sm: 175 } }} data-testid="checkout-delivery-loading" /> : null;
  const codRefused = !options.cod.available && !conflict;
  return (
    <Box sx={{ my: 2 }} data-testid="checkout-delivery">
      {options.deliveryBy ? (
        <Typography sx={{ display: "flex", alignItems: "center", gap: 1, fontWeight: 700, mb: 1.5 }}>
          <LocalShippingOutlined fontSize="small" aria-hidden />
          {c.deliveryBy(formatDeliveryDate(options.deliveryBy))}
        </Typography>
      ) : null}
      <FormControl component="fieldset" disabled={disabled} fullWidth>
        <FormLabel id={labelId} component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          {c.paymentMethod}
        </FormLabel>
        <RadioGroup aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as PaymentChoice)}>
          <FormControlLabel value="ONLINE" disabled={!options.online.available} control={<Radio />} label={<MethodLabel title={options.payOnlineSaving > 0 ? c.payOnlineAndSave(formatRupees(options.payOnlineSaving)) : c.payOnline} hint={c.payOnlineHint} />} />
          {options.online.reason ? <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 4 }}>{options.online.reason}</FormHelperText> : null}
          <FormControlLabel
            value="COD"
            disabled={codRefused}
            control={<Radio />}
            label={<MethodLabel title={codTitle(options)} hint={codHint(options)} />}
          />
          {codRefused && options.cod.reason ? (
            <FormHelperText sx={{ mt: -0.5, ml: 4 }} data-testid="cod-reason">
              {options.cod.reason}
            </FormHelperText>
          ) : null}
        </RadioGroup>
      </FormControl>
      {conflict ? <CouponOrCod conflict={conflict} /> : null}
    </Box>
  );
}

/** The COD option's title: "Cash on delivery", or with an advance (COD_ADVANCE) "Pay ₹99 now, ₹1,150 on delivery". */
export function codTitle(options: Pick<CheckoutOptions, "codAdvance" | "codDueOnDelivery">): string {
  return options.codAdvance > 0 ? `${c.cashOnDelivery}: ${c.codWithAdvance(formatRupees(options.codAdvance), formatRupees(options.codDueOnDelivery))}` : c.cashOnDelivery;
}

function codHint(options: Pick<CheckoutOptions, "codAdvance" | "codFee">): string {
  const hint = options.codAdvance > 0 ? c.codAdvanceHint : c.cashOnDeliveryHint;
  return options.codFee > 0 ? `${hint} · ${c.codFee} ${formatRupees(options.codFee)}` : hint;
}

/** The one question when cash on delivery and a coupon that needs online payment meet. */
function CouponOrCod({ conflict }: { conflict: CouponConflict }) {
  const titleId = useId();
  return (
    <Alert severity="warning" role="alert" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <AlertTitle id={titleId}>{c.couponOrCod(conflict.code)}</AlertTitle>
      {c.couponNeedsOnline(conflict.code)}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={conflict.payOnline} disabled={conflict.busy}>
          {c.payOnlineKeep(conflict.code)}
        </Button>
        <Button variant="outlined" size="small" onClick={conflict.keepCod} disabled={conflict.busy}>
          {c.keepCodRemove(conflict.code)}
        </Button>
      </Stack>
    </Alert>
  );
}

function MethodLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
