/**
 * Accounts a shop runs on: password reset, email verification, email and password changes, signing out everywhere;
 * the links those emails carry (single-use tokens stored only as hashes). Other code reaches this module only
 * through this file.
 */
export { createAccountEmails, type AccountEmails } from "./account-emails.js";
export { ACCOUNT_MESSAGES, type AccountService, createAccountService, LINK_MESSAGES } from "./account.service.js";
export { revokeTokens } from "./tokens.js";
