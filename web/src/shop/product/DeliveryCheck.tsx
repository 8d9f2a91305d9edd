import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useLazyQuery } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { serverMessage } from "../../common/errors";
import { formatDeliveryDate } from "../../common/format";
import { LightButton } from "../../common/light/LightButton";
import { LightTextField } from "../../common/light/LightTextField";
import { texts } from "../../common/texts";
import { graphql } from "../../gql";

const d = texts.shop.delivery;
/** The pincode last checked, so the next product shows its promise at once. */
const STORAGE_KEY = "sutra.deliveryPincode";
const PINCODE = /^[1-9]\d{5}$/;

export const DeliveryEstimateDocument = graphql(`
  query ShopDeliveryEstimate($pincode: String!, $productId: ID) {
    deliveryEstimate(pincode: $pincode, productId: $productId) {
      pincode
      serviceable
      deliveryBy
      codAvailable
    }
  }
`);

function storedPincode(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/**
 * The product page's delivery check (issue 25): a pincode in, "Delivery by Fri, 28 Nov · Cash on delivery available"
 * out (the server's business days in the shop's time zone), or that the shop does not deliver there yet.
 */
export function DeliveryCheck({ productId }: { productId: string }) {
  const [pincode, setPincode] = useState(storedPincode);
  const [invalid, setInvalid] = useState(false);
  const [check, { data, error, loading }] = useLazyQuery(DeliveryEstimateDocument);
  const fieldId = useId();
  const resultId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = pincode.replace(/\s/g, "");
    if (!PINCODE.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Private browsing: nothing to remember.
    }
    void check({ variables: { pincode: value, productId } }).catch(() => undefined);
  }

  const estimate = data?.deliveryEstimate;
  const result = invalid
    ? d.invalid
    : error
      ? serverMessage(error)
      : estimate
        ? estimate.serviceable && estimate.deliveryBy
          ? `${d.deliveryBy(formatDeliveryDate(estimate.deliveryBy))} · ${estimate.codAvailable ? d.codAvailable : d.codUnavailable}`
          : d.notServiceable(estimate.pincode)
        : null;
  const bad = invalid || Boolean(error) || (estimate ? !estimate.serviceable : false);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={d.heading} sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ display: "flex", alignItems: "center", gap: 0.75, fontWeight: 700 }}>
        <LocalShippingOutlined fontSize="small" aria-hidden />
        {d.heading}
      </Typography>
      <Box sx={{ display: "flex", gap: 1 }}>
        {/* A native input in MUI's outlined look, not TextField or OutlinedInput (issue 29: the product link's first load). */}
        <LightTextField
          id={fieldId}
          label={d.label}
          size="small"
          error={invalid}
          placeholder={d.placeholder}
          value={pincode}
          onChange={(e) => setPincode(e.target.value)}
          inputMode="numeric"
          maxLength={7}
          autoComplete="postal-code"
          aria-describedby={result ? resultId : undefined}
          sx={{ flex: 1 }}
        />
        <LightButton type="submit" variant="outlined" loading={loading}>
          {d.check}
        </LightButton>
      </Box>
      {result ? (
        <Typography id={resultId} role="status" variant="body2" sx={{ fontWeight: 600, color: bad ? "error.main" : "success.dark" }} data-testid="delivery-estimate">
          {result}
        </Typography>
      ) : null}
    </Box>
  );
}
