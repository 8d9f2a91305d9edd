/**
 * The emails about an account: welcome (with its verification link), verification, password reset, "your password
 * was changed", and an email change (the link to the new address, the notice to the old one). Self-contained: nothing
 * here knows about orders. Every link is absolute (the shop's PUBLIC_URL), every value escaped in the HTML.
 */
import { escapeHtml, layout, type RenderedEmail } from "./layout.js";

/** A link in an email: a button in the HTML, the bare URL on a line of its own in the text (after the paragraph that leads to it). */
interface Link {
  url: string;
  label: string;
}

/** A link's token as account emails carry it (32 random bytes, base64url), for taking it out again (below). */
export const LINK_TOKEN = { pattern: "token=[A-Za-z0-9_-]{43}", hidden: "token=removed-once-sent" } as const;

/**
 * An email's body without its links' tokens. With an SMTP server the links are their recipient's alone: the outbox
 * drops them once the server accepted the email, and an admin reading the log never sees them (a reset link opens the
 * customer's account). Without one, the admin's Emails page is where the shop's emails are read, tokens and all.
 */
export function withoutLinkTokens(body: string): string {
  return body.replace(new RegExp(LINK_TOKEN.pattern, "g"), LINK_TOKEN.hidden);
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

function button({ url, label }: Link): string {
  const href = escapeHtml(url);
  return `<p style="margin:20px 0"><a href="${href}" style="display:inline-block;background:#3a2e8c;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>
<p style="margin:0 0 12px;color:#6b6b7b;font-size:12px">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:#3a2e8c;word-break:break-all">${href}</a></p>`;
}

/** An email of greeting, paragraphs and at most one link (between `before` and `after`), in both bodies. */
function compose(brand: string, subject: string, name: string, before: string[], link?: Link, after: string[] = []): RenderedEmail {
  const greeting = `Hello ${name},`;
  const text = [brand, "", greeting, "", ...before.flatMap((p) => [p, ""]), ...(link ? [link.url, ""] : []), ...after.flatMap((p) => [p, ""]), `— ${brand}`].join("\n");
  const html = layout(brand, subject, [paragraph(greeting), ...before.map(paragraph), link ? button(link) : "", ...after.map(paragraph)].join(""));
  return { subject: `${brand}: ${subject}`, text, html };
}

/** "p•••@example.com": enough for its owner to recognise, not enough to hand someone else's address to a reader. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

const hours = (n: number) => `${n} hour${n === 1 ? "" : "s"}`;

export function renderWelcomeEmail(brand: string, user: { name: string }, verify: { url: string; hours: number }): RenderedEmail {
  const email = compose(
    brand,
    `Welcome to ${brand}`,
    user.name,
    [`Your ${brand} account is ready. Browse the latest clothing and accessories, keep a cart and follow your orders under Account.`, "Please confirm that this is your email address:"],
    { url: verify.url, label: "Verify your email" },
    [`The link works for ${hours(verify.hours)}. You can shop meanwhile; Account sends a new link when you need one.`],
  );
  return { ...email, subject: `Welcome to ${brand}` };
}

export function renderVerifyEmail(brand: string, user: { name: string; email: string }, verify: { url: string; hours: number }): RenderedEmail {
  return compose(
    brand,
    "Verify your email address",
    user.name,
    [`Please confirm that ${user.email} is the email address of your ${brand} account:`],
    { url: verify.url, label: "Verify your email" },
    [`The link works for ${hours(verify.hours)}. If you did not ask for it, you can ignore this email.`],
  );
}

export function renderPasswordResetEmail(brand: string, user: { name: string }, reset: { url: string; minutes: number }): RenderedEmail {
  return compose(
    brand,
    "Reset your password",
    user.name,
    [`We received a request to reset the password of your ${brand} account. Choose a new password here:`],
    { url: reset.url, label: "Choose a new password" },
    [`The link works once, for ${reset.minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`],
  );
}

export function renderPasswordChangedEmail(brand: string, user: { name: string }, changed: { when: string; forgotUrl: string }): RenderedEmail {
  return compose(
    brand,
    "Your password was changed",
    user.name,
    [`The password of your ${brand} account was changed on ${changed.when}, and your account was signed out on your other devices.`, "If this was not you, choose a new password at once:"],
    { url: changed.forgotUrl, label: "Reset your password" },
  );
}

export function renderEmailChangeEmail(brand: string, user: { name: string }, change: { newEmail: string; url: string; hours: number }): RenderedEmail {
  return compose(
    brand,
    "Confirm your new email address",
    user.name,
    [`Open this link to make ${change.newEmail} the email address of your ${brand} account:`],
    { url: change.url, label: "Confirm your new email" },
    [`The link works for ${hours(change.hours)}. Until it is opened, your account keeps its current address. If you did not ask for this, ignore this email.`],
  );
}

export function renderEmailChangeNotice(brand: string, user: { name: string }, change: { newEmail: string; when: string }): RenderedEmail {
  return compose(brand, "A change of your email address was requested", user.name, [
    `On ${change.when} someone signed in to your ${brand} account asked to change its email address to ${maskEmail(change.newEmail)}. The change happens only when the link sent to that address is opened.`,
    `If this was not you, change your password now and use "Sign out of all devices" under Account → Settings.`,
  ]);
}
