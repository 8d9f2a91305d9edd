import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { serverMessage } from "../../common/errors";
import { formatDateTime } from "../../common/format";
import type { AdminMessagesQuery } from "../../gql/graphql";
import { PageHeader } from "../PageHeader";
import { AdminMessagesDocument, PressMessageButtonDocument } from "./operations";

const t = adminTexts.messages;
type Message = AdminMessagesQuery["messages"]["nodes"][number];
const STATUS_COLOUR: Record<string, "success" | "warning" | "error" | "default"> = { SENT: "success", PENDING: "warning", FAILED: "error", CANCELLED: "default" };
const PAGE = 20;

/** One message as the shopper's phone shows it, with its buttons (pressable in the sandbox). */
function MessageCard({ message, sandbox }: { message: Message; sandbox: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [press, { loading }] = useMutation(PressMessageButtonDocument);
  return (
    <Box component="li" aria-label={t.item(message.channel === "WHATSAPP" ? "WhatsApp" : "SMS", message.phone)} sx={{ listStyle: "none", p: 2, borderBottom: 1, borderColor: "divider" }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5, mb: 1 }}>
        <Chip size="small" label={message.channel === "WHATSAPP" ? "WhatsApp" : "SMS"} color={message.channel === "WHATSAPP" ? "success" : "info"} variant="outlined" />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          +91 {message.phone}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.kinds[message.kind] ?? message.kind} · {formatDateTime(message.createdAt)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Chip size="small" label={t.statuses[message.status]} color={STATUS_COLOUR[message.status]} />
      </Stack>
      <Typography variant="body1" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", bgcolor: "action.hover", borderRadius: 2, p: 1.5 }}>
        {message.body}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
        {t.template(message.template)}
        {message.delivery ? ` · ${t.delivery(message.delivery)}` : ""}
        {message.attempts > 1 || message.lastError ? ` · ${t.attempts(message.attempts)}` : ""}
        {message.lastError ? ` · ${message.lastError}` : ""}
      </Typography>
      {message.buttons.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
          {message.buttons.map((button) =>
            message.pressed === button.payload ? (
              <Chip key={button.payload} label={t.pressed(button.title)} color="success" />
            ) : (
              <Button
                key={button.payload}
                variant="outlined"
                size="small"
                disabled={!sandbox || loading}
                onClick={async () => {
                  try {
                    await press({ variables: { id: message.id, payload: button.payload } });
                    enqueueSnackbar(t.pressedToast(button.title), { variant: "success" });
                  } catch (error) {
                    enqueueSnackbar(serverMessage(error), { variant: "error" });
                  }
                }}
              >
                {t.press(button.title)}
              </Button>
            ),
          )}
        </Stack>
      ) : null}
    </Box>
  );
}

/** /admin/messages: the WhatsApp and SMS outbox (with the sandbox, the only place messages go). */
export function AdminMessagesPage() {
  const [phone, setPhone] = useState("");
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const filter = /^\+?[\d\s-]{10,16}$/.test(phone.trim()) ? phone.trim() : null;
  const { data, previousData, loading, error } = useQuery(AdminMessagesDocument, {
    variables: { first: PAGE, after: cursors.at(-1) ?? null, phone: filter },
    fetchPolicy: "cache-and-network",
    pollInterval: 5000,
  });
  const shown = (data ?? previousData)?.messages;
  const sandbox = shown?.provider === "sandbox";
  return (
    <>
      <PageHeader title={adminTexts.pages.messages} subtitle={t.subtitle} />
      {shown ? (
        <Alert severity={sandbox ? "info" : "success"} sx={{ mb: 2 }}>
          {sandbox ? t.sandbox : t.live}
        </Alert>
      ) : null}
      <TextField
        label={t.phone}
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          setCursors([null]);
        }}
        size="small"
        sx={{ mb: 2, width: { xs: "100%", sm: 280 } }}
        slotProps={{ htmlInput: { inputMode: "tel" } }}
      />
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
            <Box component="ul" aria-label={adminTexts.pages.messages} sx={{ m: 0, p: 0 }}>
              {shown.nodes.map((message) => (
                <MessageCard key={message.id} message={message} sandbox={sandbox} />
              ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: "center", justifyContent: "flex-end" }}>
              <Typography variant="body2" color="text.secondary" sx={{ mr: "auto" }}>
                {t.count(shown.totalCount)}
              </Typography>
              <Button size="small" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
                {t.newer}
              </Button>
              <Button size="small" disabled={!shown.pageInfo.hasNextPage} onClick={() => setCursors((c) => [...c, shown.pageInfo.endCursor ?? null])}>
                {t.older}
              </Button>
            </Stack>
          </>
        )}
      </Card>
    </>
  );
}
