import { useMutation, useQuery } from "@apollo/client/react";
import AddRounded from "@mui/icons-material/AddRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { adminTexts } from "../../common/adminTexts";
import { errorField, serverMessage } from "../../common/errors";
import { formatRupees } from "../../common/format";
import { useSnackbar } from "../../common/toasts";
import type { AdminPromotionFragment, DiscountType, PromotionInput, PromotionKind, PromotionScope } from "../../gql/graphql";
import { ShopDateTimeField } from "../DateFields";
import { PageHeader } from "../PageHeader";
import { AdminPromotionsDocument, CreatePromotionDocument, DeletePromotionDocument, UpdatePromotionDocument } from "./operations";
import { type PickedProduct, ProductPicker } from "../ProductPicker";

const t = adminTexts.promotions;
const STATUS_COLOUR = { ACTIVE: "success", SCHEDULED: "info", EXPIRED: "default", USED_UP: "warning", PAUSED: "default" } as const;

/** The form as typed: every number a string until saved. */
interface Draft {
  kind: PromotionKind;
  code: string;
  title: string;
  description: string;
  isPublic: boolean;
  discountType: DiscountType;
  percentOff: string;
  amountOff: string;
  maxDiscount: string;
  minOrderValue: string;
  minQuantity: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  scope: PromotionScope;
  /** Category or brand ids, comma-separated. */
  scopeValues: string;
  /** The chosen products, when the scope is products (the picker's chips). */
  products: PickedProduct[];
  firstOrderOnly: boolean;
  prepaidOnly: boolean;
  paused: boolean;
}

const EMPTY: Draft = {
  kind: "COUPON",
  code: "",
  title: "",
  description: "",
  isPublic: false,
  discountType: "PERCENT",
  percentOff: "",
  amountOff: "",
  maxDiscount: "",
  minOrderValue: "",
  minQuantity: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  scope: "ALL",
  scopeValues: "",
  products: [],
  firstOrderOnly: false,
  prepaidOnly: false,
  paused: false,
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

function draftOf(p: AdminPromotionFragment): Draft {
  return {
    kind: p.kind,
    code: p.code ?? "",
    title: p.title,
    description: p.description,
    isPublic: p.isPublic,
    discountType: p.discountType,
    percentOff: text(p.percentOff),
    amountOff: text(p.amountOff),
    maxDiscount: text(p.maxDiscount),
    minOrderValue: p.minOrderValue ? String(p.minOrderValue) : "",
    minQuantity: p.minQuantity ? String(p.minQuantity) : "",
    startsAt: p.startsAt ?? "",
    endsAt: p.endsAt ?? "",
    maxUses: text(p.maxUses),
    maxUsesPerCustomer: text(p.maxUsesPerCustomer),
    scope: p.scope,
    scopeValues: p.scope === "PRODUCTS" ? "" : p.scopeValues.join(", "),
    products: p.scope === "PRODUCTS" ? p.scopeProducts.map(({ id, title, sku }) => ({ id, title, sku })) : [],
    firstOrderOnly: p.firstOrderOnly,
    prepaidOnly: p.prepaidOnly,
    paused: p.paused,
  };
}

type Errors = Partial<Record<keyof Draft, string>>;

const number = (v: string) => (v.trim() === "" ? null : Number(v));
const whole = (v: string) => v.trim() === "" || /^\d+$/.test(v.trim());
const money = (v: string) => v.trim() === "" || /^\d+(\.\d{1,2})?$/.test(v.trim());
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Every wrong field at once, in the server's words (the server checks them all again). */
export function validate(d: Draft): Errors {
  const e: Errors = {};
  if (d.kind === "COUPON" && !d.code.trim()) e.code = t.errors.codeRequired;
  else if (d.kind === "COUPON" && !/^[A-Za-z0-9_-]{3,30}$/.test(d.code.trim())) e.code = t.errors.codeForm;
  if (!d.title.trim()) e.title = t.errors.titleRequired;
  if (d.discountType === "PERCENT" && (!/^\d+$/.test(d.percentOff.trim()) || Number(d.percentOff) < 1 || Number(d.percentOff) > 100)) e.percentOff = t.errors.percent;
  if (d.discountType === "FLAT" && (!money(d.amountOff) || !(Number(d.amountOff) > 0))) e.amountOff = t.errors.amount;
  if (!money(d.maxDiscount) || (d.maxDiscount.trim() !== "" && !(Number(d.maxDiscount) > 0))) e.maxDiscount = t.errors.maxDiscount;
  if (!money(d.minOrderValue)) e.minOrderValue = t.errors.minOrderValue;
  if (!whole(d.minQuantity)) e.minQuantity = t.errors.minQuantity;
  if (d.startsAt && !LOCAL.test(d.startsAt)) e.startsAt = t.errors.date;
  if (d.endsAt && !LOCAL.test(d.endsAt)) e.endsAt = t.errors.date;
  else if (d.startsAt && d.endsAt && d.endsAt <= d.startsAt) e.endsAt = t.errors.endBeforeStart;
  if (!whole(d.maxUses) || d.maxUses.trim() === "0") e.maxUses = t.errors.maxUses;
  if (!whole(d.maxUsesPerCustomer) || d.maxUsesPerCustomer.trim() === "0") e.maxUsesPerCustomer = t.errors.maxUsesPerCustomer;
  if (d.scope === "PRODUCTS" ? d.products.length === 0 : d.scope !== "ALL" && !d.scopeValues.trim()) e.scopeValues = t.errors.scopeValues;
  return e;
}

function inputOf(d: Draft): PromotionInput {
  return {
    kind: d.kind,
    code: d.kind === "COUPON" ? d.code.trim() : null,
    title: d.title.trim(),
    description: d.description.trim(),
    isPublic: d.isPublic,
    discountType: d.discountType,
    percentOff: d.discountType === "PERCENT" ? number(d.percentOff) : null,
    amountOff: d.discountType === "FLAT" ? number(d.amountOff) : null,
    maxDiscount: d.discountType === "PERCENT" ? number(d.maxDiscount) : null,
    minOrderValue: number(d.minOrderValue) ?? 0,
    minQuantity: number(d.minQuantity) ?? 0,
    startsAt: d.startsAt || null,
    endsAt: d.endsAt || null,
    maxUses: number(d.maxUses),
    maxUsesPerCustomer: number(d.maxUsesPerCustomer),
    scope: d.scope,
    scopeValues:
      d.scope === "ALL" ? [] : d.scope === "PRODUCTS" ? d.products.map((p) => p.id) : d.scopeValues.split(",").map((v) => v.trim()).filter(Boolean),
    firstOrderOnly: d.firstOrderOnly,
    prepaidOnly: d.prepaidOnly,
    paused: d.paused,
  };
}

/** What a promotion takes off, for the list: "10 % (up to ₹500)", "₹300". */
function discountLabel(p: AdminPromotionFragment): string {
  if (p.discountType === "FLAT") return formatRupees(p.amountOff ?? 0);
  return p.maxDiscount ? t.percentUpTo(p.percentOff ?? 0, formatRupees(p.maxDiscount)) : t.percent(p.percentOff ?? 0);
}

function PromotionDialog({ editing, onClose }: { editing: AdminPromotionFragment | "new" | null; onClose: () => void }) {
  const open = editing !== null;
  const existing = editing && editing !== "new" ? editing : null;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [opened, setOpened] = useState<typeof editing>(null);
  const [create, { loading: creating }] = useMutation(CreatePromotionDocument, { refetchQueries: [AdminPromotionsDocument] });
  const [update, { loading: updating }] = useMutation(UpdatePromotionDocument);
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  // A new dialog starts from the promotion it edits (or an empty form).
  if (opened !== editing) {
    setOpened(editing);
    setDraft(existing ? draftOf(existing) : EMPTY);
    setErrors({});
    setFormError(null);
  }

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function save() {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (existing) await update({ variables: { id: existing.id, input: inputOf(draft) } });
      else await create({ variables: { input: inputOf(draft) } });
      enqueueSnackbar(existing ? t.saved : t.created, { variant: "success" });
      onClose();
    } catch (error) {
      const field = errorField(error) as keyof Draft | undefined;
      if (field && field in EMPTY) setErrors({ [field]: serverMessage(error) });
      else setFormError(serverMessage(error));
    }
  }

  const field = (key: keyof Draft, label: string, props: { helper?: string; type?: string; placeholder?: string } = {}) => (
    <TextField
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? props.helper}
      placeholder={props.placeholder}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: props.type === "number" ? "decimal" : undefined } }}
    />
  );
  const dateTime = (key: "startsAt" | "endsAt", label: string) => (
    <ShopDateTimeField label={label} value={draft[key]} onChange={(value) => set(key, value)} error={Boolean(errors[key])} helperText={errors[key] ?? t.shopTime} />
  );
  const check = (key: "isPublic" | "firstOrderOnly" | "prepaidOnly" | "paused", label: string) => (
    <FormControlLabel control={<Checkbox checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />} label={label} />
  );
  const grid = (children: ReactNode) => <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>{children}</Box>;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{existing ? t.editTitle : t.newTitle}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {grid(
            <>
              <TextField select label={t.fields.kind} value={draft.kind} onChange={(e) => set("kind", e.target.value as PromotionKind)} size="small">
                <MenuItem value="COUPON">{t.kinds.COUPON}</MenuItem>
                <MenuItem value="AUTOMATIC">{t.kinds.AUTOMATIC}</MenuItem>
              </TextField>
              {draft.kind === "COUPON" ? field("code", t.fields.code, { placeholder: "FIRST10" }) : <Box />}
            </>,
          )}
          {field("title", t.fields.title)}
          {field("description", t.fields.description)}
          {grid(
            <>
              <TextField select label={t.fields.discountType} value={draft.discountType} onChange={(e) => set("discountType", e.target.value as DiscountType)} size="small">
                <MenuItem value="PERCENT">{t.discountTypes.PERCENT}</MenuItem>
                <MenuItem value="FLAT">{t.discountTypes.FLAT}</MenuItem>
              </TextField>
              {draft.discountType === "PERCENT" ? field("percentOff", t.fields.percentOff, { type: "number" }) : field("amountOff", t.fields.amountOff, { type: "number" })}
              {draft.discountType === "PERCENT" ? field("maxDiscount", t.fields.maxDiscount, { type: "number", helper: t.optional }) : null}
              {field("minOrderValue", t.fields.minOrderValue, { type: "number", helper: t.optional })}
              {field("minQuantity", t.fields.minQuantity, { type: "number", helper: t.optional })}
              {dateTime("startsAt", t.fields.startsAt)}
              {dateTime("endsAt", t.fields.endsAt)}
              {field("maxUses", t.fields.maxUses, { type: "number", helper: t.optional })}
              {field("maxUsesPerCustomer", t.fields.maxUsesPerCustomer, { type: "number", helper: t.optional })}
              <TextField select label={t.fields.scope} value={draft.scope} onChange={(e) => set("scope", e.target.value as PromotionScope)} size="small">
                {(["ALL", "CATEGORIES", "BRANDS", "PRODUCTS"] as const).map((s) => (
                  <MenuItem key={s} value={s}>
                    {t.scopes[s]}
                  </MenuItem>
                ))}
              </TextField>
              {draft.scope === "CATEGORIES" || draft.scope === "BRANDS" ? field("scopeValues", t.fields.scopeValues, { helper: t.scopeHint }) : null}
            </>,
          )}
          {draft.scope === "PRODUCTS" ? (
            <ProductPicker
              value={draft.products}
              onChange={(products) => {
                set("products", products);
                setErrors((e) => ({ ...e, scopeValues: undefined }));
              }}
              error={errors.scopeValues}
            />
          ) : null}
          <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
            {draft.kind === "COUPON" ? check("isPublic", t.fields.isPublic) : null}
            {check("firstOrderOnly", t.fields.firstOrderOnly)}
            {check("prepaidOnly", t.fields.prepaidOnly)}
            {check("paused", t.fields.paused)}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t.stacking}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} loading={creating || updating}>
          {existing ? t.save : t.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin/promotions: coupon codes and automatic promotions, their status and uses; create, edit, pause, delete. */
export function AdminPromotionsPage() {
  const { data, loading, error } = useQuery(AdminPromotionsDocument, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<AdminPromotionFragment | "new" | null>(null);
  const [update] = useMutation(UpdatePromotionDocument);
  const [remove] = useMutation(DeletePromotionDocument, { refetchQueries: [AdminPromotionsDocument] });
  const { enqueueSnackbar } = useSnackbar();
  const promotions = data?.promotions ?? [];

  async function togglePause(p: AdminPromotionFragment) {
    try {
      await update({ variables: { id: p.id, input: { paused: !p.paused } } });
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  async function del(p: AdminPromotionFragment) {
    try {
      await remove({ variables: { id: p.id } });
      enqueueSnackbar(t.deleted, { variant: "success" });
    } catch (e) {
      enqueueSnackbar(serverMessage(e), { variant: "error" });
    }
  }

  return (
    <Box>
      <PageHeader
        title={adminTexts.pages.promotions}
        subtitle={t.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing("new")}>
            {t.add}
          </Button>
        }
      />
      {error ? <Alert severity="error">{serverMessage(error)}</Alert> : null}
      <Card variant="outlined">
        {loading && !data ? (
          <Skeleton variant="rectangular" height={240} />
        ) : promotions.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t.empty}
          </Typography>
        ) : (
          <TableContainer>
            <Table aria-label={adminTexts.pages.promotions} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t.columns.promotion}</TableCell>
                  <TableCell>{t.columns.discount}</TableCell>
                  <TableCell>{t.columns.status}</TableCell>
                  <TableCell align="right">{t.columns.uses}</TableCell>
                  <TableCell align="right">{t.columns.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {promotions.map((p) => (
                  <TableRow key={p.id} hover aria-label={p.code ?? p.title}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 700 }}>{p.code ?? t.kinds.AUTOMATIC}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {p.title}
                      </Typography>
                    </TableCell>
                    <TableCell>{discountLabel(p)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={t.statuses[p.status]} color={STATUS_COLOUR[p.status]} variant={p.status === "ACTIVE" ? "filled" : "outlined"} />
                    </TableCell>
                    <TableCell align="right">{p.maxUses ? `${p.uses} / ${p.maxUses}` : p.uses}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                      <Button size="small" onClick={() => setEditing(p)} aria-label={t.editLabel(p.code ?? p.title)}>
                        {t.edit}
                      </Button>
                      <Button size="small" onClick={() => void togglePause(p)} aria-label={(p.paused ? t.resumeLabel : t.pauseLabel)(p.code ?? p.title)}>
                        {p.paused ? t.resume : t.pause}
                      </Button>
                      <Button size="small" color="error" onClick={() => void del(p)} aria-label={t.deleteLabel(p.code ?? p.title)}>
                        {t.delete}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <PromotionDialog editing={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
