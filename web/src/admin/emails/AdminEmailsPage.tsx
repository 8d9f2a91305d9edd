import { useQuery } from "@apollo/client/react";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import TablePagination from "@mui/material/TablePagination";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import type { AdminEmailsQuery } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { AdminEmailsDocument } from "./operations";

const t = adminTexts.emails;
type Email = AdminEmailsQuery["emails"]["nodes"][number];
const STATUS_COLOUR: Record<string, "success" | "warning" | "error"> = { SENT: "success", PENDING: "warning", FAILED: "error" };

function EmailDialog({ email, onClose }: { email: Email | null; onClose: () => void }) {
  const [tab, setTab] = useState<"html" | "text">("html");
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  return (
    <Dialog open={email !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ display: "flex", alignItems: "center", gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {email?.subject}
        </Box>
        <IconButton onClick={onClose} aria-label={t.close}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {email ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: "anywhere" }}>
              {email.recipient} · {formatDateTime(email.createdAt)} · {t.statuses[email.status]} · {t.attempts(email.attempts)}
              {email.lastError ? ` · ${email.lastError}` : ""}
            </Typography>
            <Tabs value={tab} onChange={(_e, v: "html" | "text") => setTab(v)} sx={{ mb: 1 }}>
              <Tab value="html" label={t.htmlTab} />
              <Tab value="text" label={t.textTab} />
            </Tabs>
            {tab === "html" ? (
              // A sandboxed frame with no scripts: the email's HTML is shown, never run.
              <Box component="iframe" title={t.preview} sandbox="" srcDoc={email.html} sx={{ width: "100%", height: { xs: "70vh", sm: 520 }, border: 1, borderColor: "divider", borderRadius: 1 }} />
            ) : (
              <Box component="pre" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "monospace", fontSize: "0.85rem", m: 0 }}>
                {email.text}
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** /admin/emails: the customer email outbox (without SMTP_URL the only place emails go). */
export function AdminEmailsPage() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(20);
  const [open, setOpen] = useState<Email | null>(null);
  const { data, previousData, loading, error } = useQuery(AdminEmailsDocument, { variables: { first: rowsPerPage, offset: page * rowsPerPage }, fetchPolicy: "cache-and-network" });
  const shown = (data ?? previousData)?.emails;
  return (
    <>
      <PageHeader title={adminTexts.pages.emails} subtitle={t.subtitle} />
      {shown ? (
        <Alert severity={shown.transport === "local" ? "info" : "success"} sx={{ mb: 2 }}>
          {shown.transport === "local" ? t.localOutbox : t.smtp}
        </Alert>
      ) : null}
      <Card variant="outlined">
        {!shown && loading ? (
          <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />
        ) : !shown ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {serverMessage(error)}
          </Alert>
        ) : shown.nodes.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
            {t.empty}
          </Typography>
        ) : (
          <>
            <List aria-label={adminTexts.pages.emails} disablePadding>
              {shown.nodes.map((email) => (
                <ListItemButton key={email.id} divider onClick={() => setOpen(email)} aria-label={t.open(email.subject)}>
                  <ListItemText
                    primary={email.subject}
                    secondary={`${email.recipient} · ${formatDateTime(email.createdAt)}`}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
                  />
                  <Chip size="small" label={t.statuses[email.status]} color={STATUS_COLOUR[email.status]} sx={{ ml: 1, flexShrink: 0 }} />
                </ListItemButton>
              ))}
            </List>
            <TablePagination
              component="div"
              count={shown.totalCount}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[20, 50, 100]}
              onPageChange={(_e, next) => setPage(next)}
              onRowsPerPageChange={(e) => {
                setRowsPerPage(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </Card>
      <EmailDialog key={open?.id ?? "none"} email={open} onClose={() => setOpen(null)} />
    </>
  );
}
