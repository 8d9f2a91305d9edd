import { useQuery } from "@apollo/client/react";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useCallback, useMemo, useState } from "react";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDate } from "../../common/format";
import { orderReference } from "../../common/order/orderReference";
import { adminTexts } from "../../common/adminTexts";
import { PageHeader } from "../PageHeader";
import { AdminOrderDialog } from "./AdminOrderDialog";
import { AdminOrdersDocument } from "./operations";
import { NO_FILTERS, OrderFilters, toApiFilter, type OrderFilterValues } from "./OrderFilters";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { ShippingQueues } from "./ShippingQueues";

const t = adminTexts.orders;
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
const ROWS_PER_PAGE = [10, 25, 50];

type OrderRow = { id: string; orderDate: string; status: string; totalAmount: number; customer: { name: string; email: string | null } };

/** Phones: the same facts as the table, one card per order (no sideways scrolling). */
function OrderList({ orders, onView }: { orders: ReadonlyArray<OrderRow>; onView: (id: string) => void }) {
  if (orders.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
        {t.empty}
      </Typography>
    );
  }
  return (
    <Stack component="ul" aria-label={t.history} spacing={1.5} sx={{ listStyle: "none", m: 0, px: 2, pb: 2 }}>
      {orders.map((order) => {
        const reference = orderReference(order.id);
        return (
          <Paper component="li" key={order.id} variant="outlined" aria-label={reference} sx={{ p: 1.5, borderRadius: 2.5 }}>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
              <Typography sx={{ fontWeight: 700, fontFamily: "monospace", fontSize: "1rem" }}>{reference}</Typography>
              <OrderStatusBadge status={order.status} />
            </Box>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: 1, mt: 0.75 }}>
              <Typography variant="body2" color="text.secondary">
                {t.columns.date}: {formatDate(order.orderDate)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatAdminRupees(order.totalAmount)}</Typography>
            </Box>
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
              {[order.customer.name, order.customer.email].filter(Boolean).join(" · ")}
            </Typography>
            <Button
              fullWidth
              size="small"
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              onClick={() => onView(order.id)}
              aria-label={t.viewOrder(reference)}
              sx={{ mt: 1.25 }}
            >
              {t.view}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** /admin/orders: the card 'Order History' with the paged table and the details dialog (spec §2). */
export function AdminOrdersPage() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE[0]!);
  const [openId, setOpenId] = useState<string | null>(null);
  const [filterValues, setFilterValues] = useState<OrderFilterValues>(NO_FILTERS);
  const filter = useMemo(() => toApiFilter(filterValues), [filterValues]);
  const changeFilters = useCallback((next: OrderFilterValues) => {
    setFilterValues(next);
    setPage(0);
  }, []);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const { data, previousData, loading, error } = useQuery(AdminOrdersDocument, {
    variables: { first: rowsPerPage, offset: page * rowsPerPage, filter },
  });
  // Keep the current rows on screen while the next page loads.
  const shown = data ?? previousData;
  const orders = shown?.adminOrders.nodes ?? [];
  const total = shown?.adminOrders.totalCount ?? 0;

  return (
    <>
      <PageHeader title={adminTexts.pages.orders} />
      <ShippingQueues />
      <Card variant="outlined">
        <CardHeader
          title={t.history}
          slotProps={{ title: { variant: "h6", component: "h2" } }}
          action={shown ? <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1, mr: 1 }}>{t.found(total)}</Typography> : null}
        />
        <OrderFilters values={filterValues} onChange={changeFilters} filter={filter} />
        {loading && shown ? <LinearProgress color="secondary" aria-hidden /> : null}
        <CardContent sx={{ p: 0, "&:last-child": { pb: 0 } }}>
          {!shown && loading ? (
            <Skeleton variant="rounded" height={240} sx={{ mx: 2, mb: 2 }} />
          ) : !shown && error ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {serverMessage(error)}
            </Alert>
          ) : (
            <>
              {phone ? (
                <OrderList orders={orders} onView={setOpenId} />
              ) : (
                // A keyboard user must reach the sideways scroll even when no row holds a button (axe
                // scrollable-region-focusable): the scroll region takes focus itself and is named.
                <TableContainer role="region" aria-label={t.tableRegion} tabIndex={0} sx={{ overflowX: "auto", position: "relative", "&:focus-visible": { outline: 2, outlineColor: "secondary.main", outlineOffset: -2 } }}>
                  <Table aria-label={t.history} sx={{ minWidth: 520 }}>
                    <TableHead>
                      <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
                        <TableCell>{t.columns.orderId}</TableCell>
                        <TableCell>{t.columns.date}</TableCell>
                        <TableCell>{t.columns.status}</TableCell>
                        <TableCell align="right">{t.columns.amount}</TableCell>
                        <TableCell>{t.columns.customer}</TableCell>
                        <TableCell align="right">
                          <Box component="span" sx={visuallyHidden}>
                            {t.columns.actions}
                          </Box>
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {orders.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={6} sx={{ py: 6, textAlign: "center" }}>
                            <Typography color="text.secondary">{t.empty}</Typography>
                          </TableCell>
                        </TableRow>
                      ) : (
                        orders.map((order) => {
                          const reference = orderReference(order.id);
                          return (
                            <TableRow key={order.id} hover>
                              <TableCell sx={{ fontWeight: 700, fontFamily: "monospace", fontSize: "0.95rem" }}>{reference}</TableCell>
                              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(order.orderDate)}</TableCell>
                              <TableCell>
                                <OrderStatusBadge status={order.status} />
                              </TableCell>
                              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                                {formatAdminRupees(order.totalAmount)}
                              </TableCell>
                              <TableCell sx={{ minWidth: 0, maxWidth: 260 }}>
                                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                                  {order.customer.name}
                                </Typography>
                                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                                  {order.customer.email}
                                </Typography>
                              </TableCell>
                              <TableCell align="right">
                                <Button
                                  size="small"
                                  variant="outlined"
                                  startIcon={<VisibilityOutlined />}
                                  onClick={() => setOpenId(order.id)}
                                  aria-label={t.viewOrder(reference)}
                                >
                                  {t.view}
                                </Button>
                              </TableCell>
                            </TableRow>
                          );
                        })
                      )}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
              {total > 0 ? (
                <TablePagination
                  component="div"
                  count={total}
                  page={page}
                  rowsPerPage={rowsPerPage}
                  rowsPerPageOptions={ROWS_PER_PAGE}
                  labelRowsPerPage={t.rowsPerPage}
                  onPageChange={(_event, next) => setPage(next)}
                  onRowsPerPageChange={(event) => {
                    setRowsPerPage(Number(event.target.value));
                    setPage(0);
                  }}
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
      <AdminOrderDialog orderId={openId} onClose={() => setOpenId(null)} onOpenOrder={setOpenId} />
    </>
  );
}
