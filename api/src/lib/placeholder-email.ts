/**
 * The email of an account made by phone sign-in (issue 43) until its owner gives theirs: `<number>@phone.sutra.invalid`.
 * `.invalid` is reserved (RFC 2606) and never delivers, but nothing is ever sent to it either: the email outbox skips
 * it (services/emails), and the shopper is never shown it (GraphQL `User.email` is null).
 */
export const PHONE_EMAIL_DOMAIN = "phone.sutra.invalid";

export const placeholderEmail = (phone: string): string => `${phone}@${PHONE_EMAIL_DOMAIN}`;

export const isPlaceholderEmail = (email: string): boolean => email.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`);
