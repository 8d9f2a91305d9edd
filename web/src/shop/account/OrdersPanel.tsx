import { useApolloClient, useQuery } from "@apollo/client/react";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../app/session";
import { formatDate, formatRupees } from "../../common/format";
import { OrderDetails } from "../../common/order/OrderDetails";
import { orderReference } from "../../common/order/orderReference";
import { texts } from "../../common/texts";
import { accountTexts } from "../../common/accountTexts";
import { graphql } from "../../gql";
import type { CodConfirmation, OrderDetailsFieldsFragment } from "../../gql/graphql";
import { CodOrderActions } from "./CodOrderActions";
import { PayCodOnlineButton } from "./PayCodOnline";
import { useErrorToast } from "../common/useErrorToast";
import { SHOP_PATHS } from "../paths";
import { visuallyHidden } from "../common/visuallyHidden";
import { OrderReturns, ReturnRequestedChip } from "./OrderReturns";
import { OrderStatusChip } from "./OrderStatusChip";
import { OrderTracking } from "./OrderTracking";

/** A page of the shopper's orders; "Show more orders" asks for the next (the cache appends it: app/apollo.ts). */
export const MyOrdersDocument = graphql(`
  query ShopOrderHistory($after: String) {
    orderHistory(first: 10, after: $after) {
      edges {
        cursor
        node {
          ...OrderDetailsFields
          invoiceNumber
          invoiceAvailable
          returnRequested
          codConfirmation
          codConfirmBy
          payOnlineDiscount
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const t = accountTexts.account;

/** The Orders tab (spec §2 Account): Order ID, Order Date, Order Status, Order Price and View Details. */
export function OrdersPanel() {
  const { user } = useSession();
  const { data, loading, error, fetchMore } = useQuery(MyOrdersDocument, { skip: !user, fetchPolicy: "cache-and-network" });
  const [loadingMore, setLoadingMore] = useState(false);
  useErrorToast(error);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const navigate = useNavigate();
  // ?order=<id>: the order a link opens at once (the SMS link of a cash-on-delivery confirmation, the failed-delivery email).
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get("order"));
  const orders = error ? [] : (data?.orderHistory.edges.map((edge) => edge.node) ?? []);
  const nextPage = error ? null : data?.orderHistory.pageInfo;
  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: nextPage?.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };
  const open = orders.find((o) => o.id === openId) ?? null;

  if (loading && !data) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }

  if (orders.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: "center", borderRadius: 3 }}>
        <ReceiptLongOutlined sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t.noOrders}
        </Typography>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void navigate(SHOP_PATHS.listing)}>
          {texts.shop.cart.continueShopping}
        </Button>
      </Paper>
    );
  }

  return (
    <>
      {phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label={t.orders}>
          {orders.map((order) => (
            <Paper component="li" key={order.id} variant="outlined" sx={{ p: 2, borderRadius: 3 }} aria-label={orderReference(order.id)}>
              {/* Wraps: two chips beside the reference overflow a 360-412 px card. */}
              <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
                <Typography sx={{ fontWeight: 800 }} title={order.id}>
                  {orderReference(order.id)}
                </Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 0.5, justifyContent: "flex-end" }}>
                  <OrderStatusChip status={order.status} />
                  <ReturnRequestedChip show={order.returnRequested} />
                </Stack>
              </Box>
              <Box component="dl" sx={{ m: 0, mt: 1, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
                <Box component="dt" sx={{ color: "text.secondary" }}>{t.orderDate}</Box>
                <Box component="dd" sx={{ m: 0, textAlign: "right" }}>{formatDate(order.orderDate)}</Box>
                <Box component="dt" sx={{ color: "text.secondary" }}>{t.orderPrice}</Box>
                <Box component="dd" sx={{ m: 0, textAlign: "right", fontWeight: 700 }}>{formatRupees(order.totalAmount)}</Box>
              </Box>
              <Button fullWidth variant="outlined" sx={{ mt: 1.5 }} onClick={() => setOpenId(order.id)} aria-label={t.viewDetailsOf(orderReference(order.id))}>
                {t.viewDetails}
              </Button>
            </Paper>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <Table aria-label={t.orders}>
            <TableHead>
              <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary", bgcolor: "background.default" } }}>
                <TableCell>{t.orderId}</TableCell>
                <TableCell>{t.orderDate}</TableCell>
                <TableCell>{t.orderStatus}</TableCell>
                <TableCell>{t.orderPrice}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t.viewDetails}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell sx={{ fontWeight: 700 }} title={order.id}>
                    {orderReference(order.id)}
                  </TableCell>
                  <TableCell>{formatDate(order.orderDate)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <OrderStatusChip status={order.status} />
                      <ReturnRequestedChip show={order.returnRequested} />
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>{formatRupees(order.totalAmount)}</TableCell>
                  <TableCell align="right">
                    <Button variant="outlined" size="small" onClick={() => setOpenId(order.id)} aria-label={t.viewDetailsOf(orderReference(order.id))}>
                      {t.viewDetails}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {nextPage?.hasNextPage ? (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
          <Button variant="outlined" onClick={() => void showMore()} loading={loadingMore}>
            {t.moreOrders}
          </Button>
        </Box>
      ) : null}
      <OrderDetailsDialog order={open} customerName={user?.name ?? ""} onClose={() => setOpenId(null)} fullScreen={phone} />
    </>
  );
}

/** 'View Details': the admin's order details without the status form, with the shopper's name on the shipping block. */
function OrderDetailsDialog({
  order,
  customerName,
  onClose,
  fullScreen,
}: {
  order: (OrderDetailsFieldsFragment & { invoiceNumber?: string | null; invoiceAvailable?: boolean; returnRequested?: boolean | null; codConfirmation?: CodConfirmation; codConfirmBy?: string | null; payOnlineDiscount?: number | null }) | null;
  customerName: string;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const titleId = useId();
  const client = useApolloClient();
  // An unshipped cash-on-delivery order may be paid online instead (issue 43): the server says whether, and what it saves.
  const payOnline =
    order && order.payOnlineDiscount !== null && order.payOnlineDiscount !== undefined ? (
      <PayCodOnlineButton
        orderId={order.id}
        discount={order.payOnlineDiscount}
        phone={order.shippingAddress.phone}
        onPaid={() => void client.refetchQueries({ include: [MyOrdersDocument] }).catch(() => undefined)}
      />
    ) : null;
  return (
    <Dialog open={order !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t.orderDetails}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t.close} sx={{ position: "absolute", right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers>
        {/* First on the page (a phone shows it without scrolling): the order waits for this. */}
        {order?.codConfirmation === "AWAITING" && order.status === "CONFIRMED" ? (
          <Box sx={{ mb: 2 }}>
            <CodOrderActions order={{ id: order.id, codConfirmBy: order.codConfirmBy ?? null }}>{payOnline}</CodOrderActions>
          </Box>
        ) : payOnline ? (
          <Box sx={{ mb: 2 }}>{payOnline}</Box>
        ) : null}
        {order ? (
          <OrderDetails
            order={order}
            shippingName={customerName}
            statusBadge={
              <Stack direction="row" spacing={0.5} component="span" sx={{ justifyContent: "flex-end" }}>
                <OrderStatusChip status={order.status} />
                <ReturnRequestedChip show={order.returnRequested} />
              </Stack>
            }
          >
            {order.invoiceAvailable && order.invoiceNumber ? (
              <Box>
                <Button variant="outlined" startIcon={<ReceiptLongOutlined />} href={`/api/shop/order/invoice/${encodeURIComponent(order.id)}`} download>
                  {t.downloadInvoice} ({order.invoiceNumber})
                </Button>
              </Box>
            ) : null}
            <OrderTracking orderId={order.id} />
            <OrderReturns orderId={order.id} />
          </OrderDetails>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
