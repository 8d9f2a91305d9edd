import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId } from "react";
import { formatDeliveryDate, formatRupees } from "../../common/format";
import { accountTexts } from "../../common/accountTexts";
import { CheckoutOptionsDocument } from "./documents";

const c = accountTexts.checkout;

export type PaymentChoice = "ONLINE" | "COD";

export interface PaymentMethodChoiceProps {
  addressId: string | null;
  /** The cart's total: the options are asked again when it changes (the COD limits are judged on it). */
  cartTotal: number;
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  disabled?: boolean;
}

/**
 * Checkout's delivery date and payment method for the selected address (issue 25): pay online, or cash on delivery
 * when the server allows it; a method that is not allowed is shown disabled with the server's reason. The server
 * decides again when the order is placed.
 */
export function PaymentMethodChoice({ addressId, cartTotal, value, onChange, disabled = false }: PaymentMethodChoiceProps) {
  const { data, refetch } = useQuery(CheckoutOptionsDocument, { variables: { addressId: addressId ?? "" }, skip: !addressId, fetchPolicy: "cache-and-network" });
  const labelId = useId();
  useEffect(() => {
    if (addressId) void refetch().catch(() => undefined);
  }, [addressId, cartTotal, refetch]);
  const options = addressId ? data?.checkoutOptions : undefined;
  // A choice the address no longer allows falls back to the other one.
  useEffect(() => {
    if (!options) return;
    if (value === "COD" && !options.cod.available && options.online.available) onChange("ONLINE");
    if (value === "ONLINE" && !options.online.available && options.cod.available) onChange("COD");
  }, [options, value, onChange]);

  if (!addressId) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {c.selectAddressForDelivery}
      </Typography>
    );
  }
  if (!options) return null;
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
          <FormControlLabel value="ONLINE" disabled={!options.online.available} control={<Radio />} label={<MethodLabel title={c.payOnline} hint={c.payOnlineHint} />} />
          {options.online.reason ? <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 4 }}>{options.online.reason}</FormHelperText> : null}
          <FormControlLabel
            value="COD"
            disabled={!options.cod.available}
            control={<Radio />}
            label={<MethodLabel title={c.cashOnDelivery} hint={options.codFee > 0 ? `${c.cashOnDeliveryHint} · ${c.codFee} ${formatRupees(options.codFee)}` : c.cashOnDeliveryHint} />}
          />
          {options.cod.reason ? (
            <FormHelperText sx={{ mt: -0.5, ml: 4 }} data-testid="cod-reason">
              {options.cod.reason}
            </FormHelperText>
          ) : null}
        </RadioGroup>
      </FormControl>
    </Box>
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
