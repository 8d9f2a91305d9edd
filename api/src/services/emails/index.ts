/** Customer emails: rendered into the outbox in the transaction of the change they tell of, sent by a job on every node. */
export { createEmailsService, type EmailsService, messageIdOf, type OrderEmails } from "./emails.service.js";
export { escapeHtml, type OrderEmailKind } from "./templates.js";
