import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { ADMIN_ORDER_STATUSES } from "../../common/order/orderStatus";
import { orderDetailsTexts } from "../../common/accountTexts";
import type { AdminOrderFilter, OrderStatus } from "../../gql/graphql";
import { ShopDayField } from "../DateFields";

const t = adminTexts.orders;
const statusLabels = orderDetailsTexts.statuses as Record<string, string>;

export interface OrderFilterValues {
  status: OrderStatus | "";
  from: string;
  to: string;
  customer: string;
  reference: string;
  /** "online", "cod" or an online instrument (upi, card, netbanking, wallet); "" for all. */
  paymentMethod: string;
}

export const NO_FILTERS: OrderFilterValues = { status: "", from: "", to: "", customer: "", reference: "", paymentMethod: "" };
const PAYMENT_METHODS = ["online", "cod", "upi", "card", "netbanking", "wallet"] as const;

/** The filter as the API takes it: empty fields left out. */
export function toApiFilter(values: OrderFilterValues): AdminOrderFilter {
  const filter: AdminOrderFilter = {};
  if (values.status) filter.status = values.status;
  if (values.from) filter.from = values.from;
  if (values.to) filter.to = values.to;
  if (values.customer.trim()) filter.customer = values.customer.trim();
  if (values.reference.trim()) filter.reference = values.reference.trim();
  if (values.paymentMethod) filter.paymentMethod = values.paymentMethod;
  return filter;
}

/** The CSV export of the same filter (the REST path takes the filter's names; the status in lower case). */
export function exportUrl(filter: AdminOrderFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, key === "status" ? String(value).toLowerCase() : String(value));
  const query = params.toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ""}`;
}

/** Status, days placed, customer and #reference; typing waits 400 ms before it filters. */
export function OrderFilters({ values, onChange, filter }: { values: OrderFilterValues; onChange: (next: OrderFilterValues) => void; filter: AdminOrderFilter }) {
  const [text, setText] = useState({ customer: values.customer, reference: values.reference });
  useEffect(() => {
    if (text.customer === values.customer && text.reference === values.reference) return;
    const timer = setTimeout(() => onChange({ ...values, ...text }), 400);
    return () => clearTimeout(timer);
  }, [text, values, onChange]);
  const active = JSON.stringify(values) !== JSON.stringify(NO_FILTERS);

  return (
    <Box
      component="form"
      role="search"
      aria-label={t.filters}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...values, ...text });
      }}
      sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(3, minmax(0, 1fr))", lg: "150px 180px 180px minmax(160px, 1fr) 150px 170px" }, gap: 1.5, p: 2, pt: 0 }}
    >
      <TextField
        select
        size="small"
        label={t.statusFilter}
        value={values.status}
        onChange={(e) => onChange({ ...values, status: e.target.value as OrderStatus | "" })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t.allStatuses}</MenuItem>
        {ADMIN_ORDER_STATUSES.map((id) => (
          <MenuItem key={id} value={id}>
            {statusLabels[id]}
          </MenuItem>
        ))}
      </TextField>
      <ShopDayField label={t.from} value={values.from} onChange={(from) => onChange({ ...values, from })} />
      <ShopDayField label={t.to} value={values.to} onChange={(to) => onChange({ ...values, to })} />
      <TextField size="small" label={t.customerFilter} placeholder={t.customerFilterHint} value={text.customer} onChange={(e) => setText({ ...text, customer: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }} />
      <TextField size="small" label={t.referenceFilter} placeholder={t.referenceFilterHint} value={text.reference} onChange={(e) => setText({ ...text, reference: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ gridColumn: { xs: "1 / -1", md: "auto" } }} />
      <TextField
        select
        size="small"
        label={t.paymentMethodFilter}
        value={values.paymentMethod}
        onChange={(e) => onChange({ ...values, paymentMethod: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t.paymentMethods.all}</MenuItem>
        {PAYMENT_METHODS.map((id) => (
          <MenuItem key={id} value={id}>
            {t.paymentMethods[id]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
        {active ? (
          <Button
            size="small"
            onClick={() => {
              setText({ customer: "", reference: "" });
              onChange(NO_FILTERS);
            }}
          >
            {t.clearFilters}
          </Button>
        ) : null}
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlined />} href={exportUrl(filter)} download>
          {t.exportCsv}
        </Button>
      </Box>
    </Box>
  );
}
