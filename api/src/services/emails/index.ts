/** Customer emails: rendered into the outbox in the transaction of the change they tell of, sent by a job on every node. */
export { type AccountEmailOutbox, createEmailsService, type EmailsService, messageIdOf, type OrderEmails, type ShopperEmailKind, type ShopperEmailOutbox } from "./emails.service.js";
export { type ParcelNote } from "./templates.js";
export { type RenderedEmail } from "./layout.js";
export { renderBackInStockEmail, renderCartReminderEmail, renderReviewRequestEmail } from "./shopper-templates.js";
export { escapeHtml } from "./layout.js";
export {
  renderEmailChangeEmail,
  renderEmailChangeNotice,
  renderPasswordChangedEmail,
  renderPasswordResetEmail,
  renderVerifyEmail,
  renderWelcomeEmail,
} from "./account-templates.js";
export { renderReturnEmail, type ReturnEmailData, type ReturnEmailKind } from "./return-templates.js";
export { createOutboxSender, type OutboxRow, type OutboxSenderSpec, type PermanentFailure, returnedRows } from "./outbox-sender.js";
