import { useQuery } from "@apollo/client/react";
import SearchRounded from "@mui/icons-material/SearchRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatAdminRupees, formatDate } from "../../common/format";
import { useDebouncedValue } from "../../common/useDebouncedValue";
import type { AdminCustomerFieldsFragment } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { BlockedChip, VerifiedChip } from "./CustomerChips";
import { AdminCustomersDocument } from "./operations";

const t = adminTexts.customers;
const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export const customerPath = (id: string) => `/admin/customers/${id}`;

function CustomerTable({ customers }: { customers: ReadonlyArray<AdminCustomerFieldsFragment> }) {
  return (
    // Focusable and named, like the orders table: the sideways scroll is reachable by keyboard (axe scrollable-region-focusable).
    <TableContainer role="region" aria-label={adminTexts.customers.tableRegion} tabIndex={0} sx={{ overflowX: "auto", "&:focus-visible": { outline: 2, outlineColor: "secondary.main", outlineOffset: -2 } }}>
      <Table aria-label={adminTexts.pages.customers} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t.columns.customer}</TableCell>
            <TableCell>{t.columns.signedUp}</TableCell>
            <TableCell>{t.columns.verified}</TableCell>
            <TableCell align="right">{t.columns.orders}</TableCell>
            <TableCell align="right">{t.columns.spent}</TableCell>
            <TableCell>{t.columns.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography component={RouterLink} to={customerPath(c.id)} aria-label={t.open(c.name)} sx={{ fontWeight: 700, color: "primary.main", overflowWrap: "anywhere" }}>
                  {c.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {t.contactOf(c)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(c.createdAt)}</TableCell>
              <TableCell>
                <VerifiedChip verified={c.emailVerified} />
              </TableCell>
              <TableCell align="right">{c.orderCount}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {formatAdminRupees(c.totalSpent)}
              </TableCell>
              <TableCell>
                <BlockedChip blocked={c.blocked} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one entry per customer (no sideways scrolling). */
function CustomerList({ customers }: { customers: ReadonlyArray<AdminCustomerFieldsFragment> }) {
  return (
    <List aria-label={adminTexts.pages.customers} disablePadding>
      {customers.map((c) => (
        <ListItem key={c.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={customerPath(c.id)} aria-label={t.open(c.name)} sx={{ display: "block" }}>
            <ListItemText
              primary={c.name}
              secondary={`${t.contactOf(c)} · ${formatDate(c.createdAt)} · ${c.orderCount} ${t.columns.orders.toLowerCase()} · ${formatAdminRupees(c.totalSpent)}`}
              slotProps={{ primary: { sx: { fontWeight: 700, overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
            />
            <Box sx={{ display: "flex", gap: 1, mt: 0.5 }}>
              <VerifiedChip verified={c.emailVerified} />
              <BlockedChip blocked={c.blocked} />
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * /admin/customers (not in the spec): every customer, newest sign-up first, paged by the server (a cursor per page)
 * and searched by any part of a name or email.
 */
export function AdminCustomersPage() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The cursor each page starts after: [null] is the first page; Next pushes the page's end, Previous pops it.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [searched, setSearched] = useState(debounced);
  if (searched !== debounced) {
    setSearched(debounced);
    setCursors([null]);
  }
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));
  const { data, previousData, loading, error } = useQuery(AdminCustomersDocument, {
    variables: { search: debounced || null, first: PAGE_SIZE, after: cursors.at(-1) ?? null },
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.customers;
  const customers = shown?.edges.map((e) => e.node) ?? [];
  const page = cursors.length - 1;

  return (
    <>
      <PageHeader title={adminTexts.pages.customers} subtitle={t.subtitle} />
      <Card variant="outlined">
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between", p: 2 }}>
          <TextField
            label={t.search}
            helperText={t.searchHint}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            type="search"
            sx={{ width: { xs: "100%", sm: 360 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded aria-hidden /></InputAdornment> } }}
          />
          {shown ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t.count(shown.totalCount)}
            </Typography>
          ) : null}
        </Box>
        {loading && shown ? <LinearProgress color="secondary" aria-hidden /> : null}
        <CardContent sx={{ p: 0, "&:last-child": { pb: 0 } }}>
          {!shown && loading ? (
            <Skeleton variant="rounded" height={240} sx={{ mx: 2, mb: 2 }} />
          ) : !shown ? (
            <Alert severity="error" sx={{ m: 2 }}>
              {serverMessage(error)}
            </Alert>
          ) : customers.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
              {debounced ? t.noMatch : t.empty}
            </Typography>
          ) : (
            <>
              {phone ? <CustomerList customers={customers} /> : <CustomerTable customers={customers} />}
              <TablePagination
                component="div"
                count={shown.totalCount}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[]}
                onPageChange={(_event, next) => {
                  if (next > page && shown.pageInfo.endCursor) setCursors([...cursors, shown.pageInfo.endCursor]);
                  else if (next < page) setCursors(cursors.slice(0, -1));
                }}
              />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
