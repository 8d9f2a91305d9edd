import CloseRounded from "@mui/icons-material/CloseRounded";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { serverMessage } from "../../common/errors";
import { formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import { ApplyCouponDocument, RemoveCouponDocument } from "./drawerDocuments";
import type { CartData } from "./useCart";

const t = texts.shop.cart;

type CartOffer = CartData["offers"][number];

/**
 * One of "Offers for you": what it is (a code to apply, or an offer applied by itself), what it gives, and whether it
 * applies to this cart or what is missing. A code that does not apply yet has its Apply disabled, the reason beside it.
 */
function Offer({ offer, canApply, busy, onApply }: { offer: CartOffer; canApply: boolean; busy: boolean; onApply: (code: string) => void }) {
  const statusId = useId();
  return (
    <Box component="li" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Chip label={offer.code ?? t.automaticOffer} size="small" variant="outlined" color={offer.code ? "default" : "secondary"} sx={{ mr: 0.75, fontWeight: 700 }} />
          {offer.title}
        </Typography>
        {offer.description ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {offer.description}
          </Typography>
        ) : null}
        <Typography id={statusId} variant="caption" component="p" sx={{ m: 0 }} color={offer.applies ? "success.dark" : "text.secondary"}>
          {offer.applies ? (offer.code ? t.offerApplies : t.offerApplied) : offer.hint}
          {!offer.code && !offer.applies ? <span> · {t.offerAppliesByItself}</span> : null}
        </Typography>
      </Box>
      {offer.code && canApply ? (
        <Button size="small" onClick={() => onApply(offer.code!)} disabled={busy || !offer.applies} aria-label={t.applyOffer(offer.code)} aria-describedby={statusId}>
          {t.apply}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * The cart's promotions: the code field with Apply (the server's reason under the field when a code does not apply),
 * the applied code with its saving and a remove button, the automatic offer applied, why a code was dropped, and
 * "Offers for you". Every answer is the whole cart, which replaces the cached one.
 */
export function CouponBox({ cart, disabled = false }: { cart: CartData; disabled?: boolean }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [applyCoupon, { loading: applying }] = useMutation(ApplyCouponDocument);
  const [removeCoupon, { loading: removing }] = useMutation(RemoveCouponDocument);
  const fieldId = useId();
  const offersId = useId();
  const busy = disabled || applying || removing;

  async function apply(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    setError(null);
    try {
      await applyCoupon({ variables: { code: trimmed } });
      setCode("");
    } catch (e) {
      setCode(trimmed);
      setError(serverMessage(e));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void apply(code);
  }

  const offers = cart.offers.filter((o) => o.code === null || o.code !== cart.appliedCoupon?.code);

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {cart.couponNotice ? (
        <Alert severity="info" variant="outlined">
          {cart.couponNotice}
        </Alert>
      ) : null}
      {cart.automaticPromotion ? (
        <Typography variant="body2" sx={{ color: "success.dark", fontWeight: 600 }}>
          {t.automaticApplied(cart.automaticPromotion.title)} (−{formatRupees(cart.automaticPromotion.saving)})
        </Typography>
      ) : null}
      {cart.appliedCoupon ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, p: 1, pl: 1.5, border: "1px dashed", borderColor: "success.main", borderRadius: 2 }}>
          <LocalOfferOutlined sx={{ color: "success.main" }} aria-hidden />
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{t.couponApplied(cart.appliedCoupon.code ?? "")}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t.couponSaving(formatRupees(cart.appliedCoupon.saving))}
            </Typography>
          </Box>
          <IconButton onClick={() => void removeCoupon().catch(() => undefined)} disabled={busy} aria-label={t.removeCoupon(cart.appliedCoupon.code ?? "")}>
            <CloseRounded />
          </IconButton>
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            id={fieldId}
            label={t.couponLabel}
            size="small"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: "characters", spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !code.trim()} loading={applying} sx={{ height: 40 }}>
            {t.apply}
          </Button>
        </Box>
      )}
      {offers.length ? (
        <Box component="section" aria-labelledby={offersId}>
          <Typography id={offersId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {t.offersTitle}
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: 1 }}>
            {offers.map((offer) => (
              <Offer key={`${offer.code ?? ""}|${offer.title}`} offer={offer} canApply={!cart.appliedCoupon} busy={busy} onApply={(value) => void apply(value)} />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.75 }}>
            {t.stackingRule}
          </Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
