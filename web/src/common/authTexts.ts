/** The sign-in and sign-up screens' texts, and the account forms' fields (texts.ts says how texts are kept). */
export const authTexts = {
  /** Welcome panel heading; {brand} from src/app/brand.ts. */
  welcome: (brand: string) => `Welcome to ${brand}`,
  tagline: "Discover amazing products and enjoy seamless shopping experience",
  trusted: "Trusted by millions worldwide",
  login: {
    heading: "Welcome Back",
    /** Not in the spec: the line under the heading. */
    subheading: "Sign in to continue shopping",
    submit: "Sign In",
    noAccount: "Don't have an account?",
    registerLink: "Register here",
    /** Spec §2: the button keeps its place and words; it now opens the forgot-password form. */
    forgotPassword: "Forgot your password?",
  },
  /** Issue 43: sign in with a one-time code sent to a mobile number. */
  code: {
    open: "Sign in with a code",
    back: "Sign in with email and password",
    phone: "Mobile number",
    phoneHint: "10 digits, e.g. 98765 43210",
    channel: "Send the code by",
    sms: "SMS",
    whatsapp: "WhatsApp",
    send: "Send code",
    sent: (phone: string) => `We sent a 6-digit code to +91 ${phone}. It works for 5 minutes.`,
    code: "6-digit code",
    submit: "Sign in",
    resend: "Send a new code",
    invalidPhone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  },
  /** Not in the spec: the forgotten-password form (/auth/forgot-password). */
  forgot: {
    heading: "Forgot your password?",
    subheading: "Enter your account's email and we will send you a link to choose a new password.",
    submit: "Send reset link",
    backToLogin: "Back to sign in",
  },
  /** Not in the spec: the page a reset link opens (/auth/reset-password?token=…). */
  reset: {
    heading: "Choose a new password",
    subheading: "At least 8 characters, with a letter and a number.",
    submit: "Save new password",
    mismatch: "The passwords do not match",
    /** The server's words for a link that cannot be used, when the page has no token at all. */
    noToken: "This password reset link is not valid. Please ask for a new one.",
    askAgain: "Ask for a new link",
  },
  /** Not in the spec: the page an email link opens (/auth/verify-email?token=…). */
  verify: {
    heading: "Your email address",
    subheading: "Confirming the address of your account",
    checking: "Checking your link…",
    toAccount: "Go to your account",
    toDashboard: "Go to the dashboard",
    toLogin: "Go to sign in",
    noToken: "This email link is not valid. Please sign in and ask for a new one under Account.",
  },
  /** Not in the spec (issue 44): the page a marketing email's unsubscribe link opens (/auth/unsubscribe?token=…). */
  unsubscribe: {
    heading: "Unsubscribe",
    subheading: "Marketing emails: cart reminders, back-in-stock alerts, review requests",
    checking: "Checking your link…",
    question: (email: string) => `Stop marketing emails to ${email}? Order and account emails still come.`,
    already: (email: string) => `${email} gets no marketing emails.`,
    confirm: "Unsubscribe",
    noToken: "This unsubscribe link is not valid. Sign in and turn marketing emails off under Account → Settings.",
    toStore: "Go to the store",
  },
  register: {
    heading: "Create Account",
    /** Not in the spec (issue 44): the consent to marketing emails, never ticked for the shopper. Word for word the API's CONSENT_TEXTS.emailWording. */
    marketingEmails:
      "Email me a reminder of a cart I leave, news when a size I wanted is back in stock, and a request to review what I bought. I can unsubscribe at any time.",
    /** Not in the spec: the line under the heading. */
    subheading: "Join us and start shopping in minutes",
    submit: "Sign Up",
    haveAccount: "Already have an account?",
    loginLink: "Login here",
  },
  /** Not in the spec: field labels and placeholders. */
  fields: {
    username: { label: "Username", placeholder: "Enter your username" },
    email: { label: "Email", placeholder: "Enter your email" },
    password: { label: "Password", placeholder: "Enter your password" },
    currentPassword: { label: "Current password", placeholder: "Enter your current password" },
    newPassword: { label: "New password", placeholder: "Enter a new password" },
    confirmPassword: { label: "Confirm new password", placeholder: "Enter the new password again" },
    newEmail: { label: "New email", placeholder: "Enter your new email" },
  },
} as const;
