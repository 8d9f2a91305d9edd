import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server accepted it: headers, and the text and HTML parts decoded. */
export interface ReceivedEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A real SMTP server on a loopback port (smtp-server), keeping what it accepts; `delayMs` slows each acceptance. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedEmail[];
  /** Messages whose data has arrived and whose acceptance is being held back (delayMs). */
  inFlight: number;
  delayMs: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.indexOf("\r\n\r\n");
  const head = part.slice(0, split);
  const body = part.slice(split + 4);
  const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.toLowerCase() ?? "";
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  const decoded = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8") : body;
  return { type, body: decoded };
}

/** Just enough MIME for nodemailer's multipart/alternative messages. */
export function parseEmail(raw: string): ReceivedEmail {
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map((p) => decodePart(p.replace(/^\r\n/, "").replace(/\r\n$/, ""))) : [];
  const subject = header("Subject");
  const decodedSubject = subject.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
  return {
    messageId: header("Message-ID"),
    to: header("To"),
    subject: decodedSubject,
    text: parts.find((p) => p.type === "text/plain")?.body ?? "",
    html: parts.find((p) => p.type === "text/html")?.body ?? "",
    raw,
  };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const closed = new Set<string>();
  const handle: TestSmtpServer = { url: "", received: [], inFlight: 0, delayMs: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        handle.inFlight += 1;
        setTimeout(() => {
          handle.inFlight -= 1;
          // Accepted only if the sender is still there to hear "250 OK" (a killed sender never learns of it).
          if (closed.has(session.id)) return callback(new Error("client gone"));
          handle.received.push(parseEmail(Buffer.concat(chunks).toString("utf8")));
          callback(null);
        }, handle.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  handle.url = `smtp://127.0.0.1:${port}`;
  handle.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return handle;
}
