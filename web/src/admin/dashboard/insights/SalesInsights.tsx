// The dashboard's sales insights. Loaded lazily by the dashboard (its own admin-… chunk, with MUI X Charts), so
// neither a shopper nor an admin opening another page downloads the charting code.
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { PieChart } from "@mui/x-charts/PieChart";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { adminTexts } from "../../../common/adminTexts";
import { serverMessage } from "../../../common/errors";
import { formatRupees } from "../../../common/format";
import { ADMIN_STATUS_FILL, adminStatusColour } from "../../../common/order/orderStatus";
import { orderDetailsTexts } from "../../../common/accountTexts";
import { texts } from "../../../common/texts";
import type { AdminSalesInsightsQuery } from "../../../gql/graphql";
import { Figure, Panel, percent } from "./parts";
import { ShippingPanel } from "./ShippingPanel";
import { CodRiskPanel } from "./CodRiskPanel";
import { CartRecoveryDocument, ReturnInsightsDocument, SalesInsightsDocument, StockAlertDemandDocument } from "./operations";

const t = adminTexts.insights;
const RANGES = [7, 30, 90] as const;
type Insights = AdminSalesInsightsQuery["salesInsights"];

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
    {children}
  </Typography>
);

/** "2026-11-22" → "22 Nov" (the axis labels). */
function shortDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
}

function DailyChart({ insights }: { insights: Insights }) {
  const theme = useTheme();
  if (insights.paidOrders === 0) return <Empty>{t.noSales}</Empty>;
  return (
    <BarChart
      height={280}
      dataset={insights.daily.map((d) => ({ date: shortDate(d.date), revenue: d.revenue, orders: d.paidOrders }))}
      xAxis={[{ scaleType: "band", dataKey: "date", tickLabelMinGap: 12 }]}
      yAxis={[
        { id: "revenue", width: 64, valueFormatter: (v: number) => formatRupees(v) },
        { id: "orders", position: "right", width: 32, tickMinStep: 1 },
      ]}
      series={[
        { dataKey: "revenue", label: t.chartRevenue, yAxisId: "revenue", color: theme.palette.primary.main, valueFormatter: (v) => formatRupees(v ?? 0, { decimals: "always" }) },
        { dataKey: "orders", label: t.chartOrders, yAxisId: "orders", color: theme.palette.secondary.main },
      ]}
      margin={{ left: 0, right: 0 }}
    />
  );
}

function StatusDonut({ insights }: { insights: Insights }) {
  const statuses = orderDetailsTexts.statuses as Record<string, string>;
  if (insights.byStatus.length === 0) return <Empty>{t.noOrders}</Empty>;
  return (
    <>
      <PieChart
        height={220}
        series={[
          {
            innerRadius: 55,
            outerRadius: 95,
            paddingAngle: 1,
            cornerRadius: 3,
            data: insights.byStatus.map((s) => ({ id: s.status, value: s.count, label: statuses[s.status] ?? s.status.toLowerCase(), color: ADMIN_STATUS_FILL[adminStatusColour(s.status)] })),
          },
        ]}
        hideLegend
      />
      <Stack component="ul" aria-label={t.ordersByStatus} direction="row" sx={{ flexWrap: "wrap", gap: 1.5, listStyle: "none", m: 0, p: 0, mt: 1, justifyContent: "center" }}>
        {insights.byStatus.map((s) => (
          <Box component="li" key={s.status} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: ADMIN_STATUS_FILL[adminStatusColour(s.status)] }} />
            <Typography variant="body2">
              {statuses[s.status] ?? s.status.toLowerCase()}: <strong>{s.count}</strong>
            </Typography>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function TopList({ products, by, label }: { products: Insights["topByUnits"]; by: "units" | "revenue"; label: string }) {
  if (products.length === 0) return <Empty>{t.noSales}</Empty>;
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {products.map((p) => (
        <Box component="li" key={p.productId} sx={{ py: 0.5 }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
              {p.title}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
              {by === "units" ? t.units(p.units) : formatRupees(p.revenue, { decimals: "always" })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function LowStock({ insights }: { insights: Insights }) {
  if (insights.lowStockVariants.length === 0) return <Empty>{t.noLowStock}</Empty>;
  return (
    <Box component="ul" aria-label={t.lowStock} sx={{ m: 0, p: 0, listStyle: "none" }}>
      {insights.lowStockVariants.map((v) => (
        <Box component="li" key={v.sku} sx={{ display: "flex", justifyContent: "space-between", gap: 1, py: 0.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={`/admin/products?edit=${encodeURIComponent(v.productId)}`} variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {t.lowStockVariant(v.title, v.size, v.colour)}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: "anywhere" }}>
              {t.sku(v.sku)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: "nowrap", color: v.stock === 0 ? "error.main" : "warning.dark" }}>
            {t.inStock(v.stock)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** While the figures load: a named status, as the shop's loading grid is (a plain element may not carry a name). */
function InsightsSkeleton() {
  return (
    <Stack role="status" spacing={2} aria-busy="true" aria-label={t.heading}>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={82} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={300} />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" }, gap: 2 }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Stack>
  );
}

/** Returns over the range (issue 26): refunds, net revenue after them, return rate by product and units by reason. */
function ReturnsPanel({ days }: { days: number }) {
  const { data, error } = useQuery(ReturnInsightsDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const r = data?.salesInsights.returns;
  const rt = adminTexts.returnInsights;
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!r) return null;
  return (
    <Panel title={rt.heading} id="sales-returns-heading">
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 }, mb: 2 }}>
        <Figure label={rt.refunded(r.refunds)} value={formatRupees(r.refunded, { decimals: "always" })} testId="insights-refunded" />
        <Figure label={rt.netRevenue} value={formatRupees(r.netRevenue, { decimals: "always" })} testId="insights-net-revenue" />
      </Box>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, gap: 2, alignItems: "start" }}>
        {/* Each list under a heading of its own (issue 41); a list holds only its items: the empty range says so beside it. */}
        <Box>
          <Typography id="returns-by-product" variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {rt.byProduct}
          </Typography>
          {r.byProduct.length === 0 ? (
            <Typography color="text.secondary">{rt.none}</Typography>
          ) : (
            <Box component="ol" aria-labelledby="returns-by-product" sx={{ m: 0, pl: 3 }}>
              {r.byProduct.map((p) => (
                <li key={p.productId}>
                  {p.title}: {Math.round(p.rate * 100)}% ({rt.units(p.unitsReturned, p.unitsSold)})
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Box>
          <Typography id="returns-by-reason" variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
            {rt.byReason}
          </Typography>
          {r.byReason.length === 0 ? (
            <Typography color="text.secondary">{rt.none}</Typography>
          ) : (
            <Box component="ul" aria-labelledby="returns-by-reason" sx={{ m: 0, pl: 3 }}>
              {r.byReason.map((reason) => (
                <li key={reason.reason}>
                  {texts.shop.returns.reasons[reason.reason] ?? reason.reason}: {reason.units}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Panel>
  );
}

/** Abandoned carts over the range (issue 44): carts reminded, reminders sent, carts recovered and their revenue, from the rows. */
function CartRecoveryPanel({ days }: { days: number }) {
  const { data, error } = useQuery(CartRecoveryDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const r = data?.salesInsights.cartRecovery;
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!r) return null;
  return (
    <Panel title={t.cartRecovery} id="sales-cart-recovery-heading" action={<Typography variant="caption" color="text.secondary">{t.cartRecoveryHint}</Typography>}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 } }}>
        <Figure label={t.abandonedCarts} value={String(r.abandonedCarts)} testId="insights-abandoned-carts" />
        <Figure label={t.remindersSent} value={String(r.remindersSent)} testId="insights-reminders-sent" />
        <Figure label={t.recoveredCarts} value={String(r.recoveredCarts)} detail={t.recoveredDetail(percent(r.recoveryRate))} testId="insights-recovered-carts" />
        <Figure label={t.recoveredRevenue} value={formatRupees(r.recoveredRevenue, { decimals: "always" })} testId="insights-recovered-revenue" />
      </Box>
    </Panel>
  );
}

/** The demand for sold-out sizes (issue 44): "6 waiting for Oxford Shirt — M", each linking to its product. */
function StockAlertDemandPanel() {
  const { data, error } = useQuery(StockAlertDemandDocument, { fetchPolicy: "cache-and-network" });
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  const demand = data?.stockAlertDemand;
  if (!demand) return null;
  return (
    <Panel title={t.demand} id="sales-demand-heading" action={<Typography variant="caption" color="text.secondary">{t.demandHint}</Typography>}>
      {demand.length === 0 ? (
        <Empty>{t.noDemand}</Empty>
      ) : (
        <Box component="ul" aria-label={t.demand} sx={{ m: 0, p: 0, listStyle: "none" }}>
          {demand.map((d) => (
            <Box component="li" key={d.variantId} sx={{ display: "flex", justifyContent: "space-between", gap: 1, py: 0.5 }}>
              <Box sx={{ minWidth: 0 }}>
                <Link component={RouterLink} to={`/admin/products?edit=${encodeURIComponent(d.productId)}`} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {t.demandLine(d.waiting, t.lowStockVariant(d.title, d.size ?? null, d.colour ?? null))}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t.sku(d.sku)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: "nowrap", color: d.stock === 0 ? "error.main" : "success.dark" }}>
                {t.inStock(d.stock)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Panel>
  );
}

/** Sales over the last 7, 30 or 90 days: three figures, revenue and paid orders per day, orders by status, top products, low stock. */
export function SalesInsights() {
  const [days, setDays] = useState<number>(30);
  const { data, previousData, loading, error } = useQuery(SalesInsightsDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const insights = (data ?? previousData)?.salesInsights;

  return (
    // Busy while another range's figures load (the last range's stay on screen, dimmed, until they come).
    <Box component="section" aria-labelledby="sales-heading" aria-busy={loading} sx={{ mb: { xs: 3, md: 4 } }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1.5, mb: 2 }}>
        <Typography id="sales-heading" variant="h6" component="h2">
          {t.heading}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={days} onChange={(_e, value: number | null) => value && setDays(value)} aria-label={t.range} color="primary">
          {RANGES.map((n) => (
            <ToggleButton key={n} value={n}>
              {t.days(n)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {!insights && loading ? (
        <InsightsSkeleton />
      ) : !insights ? (
        <Alert severity="error">{serverMessage(error)}</Alert>
      ) : (
        <Stack spacing={2} sx={{ opacity: loading ? 0.6 : 1, transition: "opacity 150ms" }}>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 } }}>
            <Figure label={t.revenue} value={formatRupees(insights.revenue, { decimals: "always" })} testId="insights-revenue" />
            <Figure label={t.paidOrders} value={String(insights.paidOrders)} testId="insights-paid-orders" />
            <Figure label={t.averageOrderValue} value={formatRupees(insights.averageOrderValue, { decimals: "always" })} testId="insights-average" />
            <Figure label={t.discountGiven} value={formatRupees(insights.discount, { decimals: "always" })} testId="insights-discount" />
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 } }}>
            <Figure label={t.codOrders} value={percent(insights.cod.orderShare)} detail={t.codOrdersDetail(insights.cod.orders)} testId="insights-cod-orders" />
            <Figure label={t.codRevenue} value={percent(insights.cod.revenueShare)} detail={t.codRevenueDetail(formatRupees(insights.cod.revenue, { decimals: "always" }))} testId="insights-cod-revenue" />
            <Figure label={t.rtoRate} value={percent(insights.cod.returnToOriginRate)} detail={t.rtoDetail(insights.cod.returnedToOrigin, insights.cod.dispatched)} testId="insights-rto" />
          </Box>
          <Panel title={t.revenuePerDay} id="sales-daily-heading">
            <DailyChart insights={insights} />
          </Panel>
          {/* Each panel as tall as its content: the short status donut beside the long low-stock list was once
              stretched into an empty box (issue 41). */}
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, gap: 2, alignItems: "start" }}>
            <Panel title={t.ordersByStatus} id="sales-status-heading">
              <StatusDonut insights={insights} />
            </Panel>
            <Panel title={t.lowStock} id="sales-low-stock-heading" action={<Typography variant="caption" color="text.secondary">{t.lowStockHint(insights.lowStockThreshold)}</Typography>}>
              <LowStock insights={insights} />
            </Panel>
            <Panel title={t.topByUnits} id="sales-top-units-heading">
              <TopList products={insights.topByUnits} by="units" label={t.topByUnits} />
            </Panel>
            <Panel title={t.topByRevenue} id="sales-top-revenue-heading">
              <TopList products={insights.topByRevenue} by="revenue" label={t.topByRevenue} />
            </Panel>
          </Box>
          <ReturnsPanel days={days} />
          <ShippingPanel days={days} />
          <CodRiskPanel days={days} />
          <CartRecoveryPanel days={days} />
          <StockAlertDemandPanel />
          <Typography variant="caption" color="text.secondary">
            {t.definition}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
