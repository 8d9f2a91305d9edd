/** What every customer email shares: its rendered form, HTML escaping and the branded frame. */

/** An email ready for the outbox: both bodies, rendered when the change it tells of is written. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Every value put into an email's HTML goes through this (names, addresses and titles are shop and customer text). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function layout(brand: string, heading: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c28">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700">${escapeHtml(brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${bodyHtml}
<p style="margin:24px 0 0;color:#6b6b7b;font-size:12px">${escapeHtml(brand)} · this email was sent because of activity on your account.</p>
</div></body></html>`;
}
