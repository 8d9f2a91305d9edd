import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState, type ReactNode } from "react";
import { useForgetSession } from "../../auth/LogoutButton";
import { AccountEmailStatusDocument } from "../../common/accountDocuments";
import { errorField, serverMessage } from "../../common/errors";
import { emptyValues, FormRenderer, type FormErrors } from "../../common/form";
import { authTexts } from "../../common/authTexts";
import { accountTexts } from "../../common/accountTexts";
import { useShopToast } from "../common/toast";
import { WhatsAppUpdates } from "../consent/WhatsAppUpdates";
import { PhoneNumber } from "./PhoneNumber";
import { ProfileDetails } from "./ProfileDetails";
import { ChangePasswordDocument, MarketingConsentDocument, RequestEmailChangeDocument, SetMarketingConsentDocument, SignOutEverywhereDocument } from "./documents";
import { formatDateTime } from "../../common/format";
import { changeEmailFormControls, changePasswordFormControls } from "./settingsForms";

const t = accountTexts.settings;
type EmailField = (typeof changeEmailFormControls)[number]["name"];
type PasswordField = (typeof changePasswordFormControls)[number]["name"];

/** One titled block of the settings. */
function Section({ title, text, children }: { title: string; text?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
          {text}
        </Typography>
      ) : (
        <Box sx={{ mb: 2.5 }} />
      )}
      {children}
    </Paper>
  );
}

/** The server blamed one of the form's fields: show the message there; anything else is a toast. */
function fieldOrToast<Name extends string>(error: unknown, fields: readonly Name[], setErrors: (errors: FormErrors<Name>) => void, toastError: (message: string) => void) {
  const field = errorField(error);
  const message = serverMessage(error);
  if (field && (fields as readonly string[]).includes(field)) setErrors({ [field]: message } as FormErrors<Name>);
  else toastError(message);
}

function ChangeEmail() {
  const { data } = useQuery(AccountEmailStatusDocument);
  const [values, setValues] = useState(() => emptyValues(changeEmailFormControls));
  const [errors, setErrors] = useState<FormErrors<EmailField>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);
  const toast = useShopToast();
  const me = data?.me;

  async function handleSubmit(input: typeof values) {
    setErrors({});
    try {
      const { data: result } = await request({ variables: { input } });
      if (result) setSent(result.requestEmailChange.message);
      setValues(emptyValues(changeEmailFormControls));
    } catch (error) {
      fieldOrToast(error, ["newEmail", "password"], setErrors, toast.error);
    }
  }

  // An account made by phone sign-in has no email yet: Your details asks for its first one.
  if (me && !me.email) return null;
  return (
    <Section
      title={t.emailHeading}
      text={
        me ? (
          <>
            {t.currentEmail(me.email ?? "")}{" "}
            <Chip size="small" color={me.emailVerified ? "success" : "warning"} variant="outlined" label={me.emailVerified ? t.verified : t.unverified} component="span" />
            <Box component="span" sx={{ display: "block", mt: 0.5 }}>
              {t.emailHint}
            </Box>
          </>
        ) : (
          t.emailHint
        )
      }
    >
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }} onClose={() => setSent(null)}>
          {sent}
        </Alert>
      ) : null}
      <FormRenderer
        aria-label={t.emailHeading}
        controls={changeEmailFormControls}
        values={values}
        onChange={setValues}
        onSubmit={handleSubmit}
        errors={errors}
        buttonText={t.sendLink}
        submitting={loading}
      />
    </Section>
  );
}

function ChangePassword() {
  const [values, setValues] = useState(() => emptyValues(changePasswordFormControls));
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({});
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const toast = useShopToast();

  async function handleSubmit(input: typeof values) {
    if (input.newPassword !== input.confirmPassword) {
      setErrors({ confirmPassword: authTexts.reset.mismatch });
      return;
    }
    setErrors({});
    try {
      const { data } = await change({ variables: { input: { currentPassword: input.currentPassword, newPassword: input.newPassword } } });
      if (data) toast.success(data.changePassword.message);
      setValues(emptyValues(changePasswordFormControls));
    } catch (error) {
      fieldOrToast(error, ["currentPassword", "newPassword"], setErrors, toast.error);
    }
  }

  return (
    <Section title={t.passwordHeading} text={t.passwordText}>
      <FormRenderer
        aria-label={t.passwordHeading}
        controls={changePasswordFormControls}
        values={values}
        onChange={setValues}
        onSubmit={handleSubmit}
        errors={errors}
        buttonText={t.changePassword}
        submitting={loading}
      />
    </Section>
  );
}

/** Ends every session of the account; this browser then lands on the sign-in page like after a logout. */
function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const [signOut, { loading }] = useMutation(SignOutEverywhereDocument);
  const forgetSession = useForgetSession();
  const toast = useShopToast();
  const titleId = useId();
  const textId = useId();

  async function confirm() {
    try {
      const { data } = await signOut();
      await forgetSession();
      if (data) toast.success(data.signOutEverywhere.message);
    } catch (error) {
      setOpen(false);
      toast.error(serverMessage(error));
    }
  }

  return (
    <Section title={t.devicesHeading} text={t.devicesText}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t.signOutAll}
      </Button>
      <Dialog open={open} onClose={loading ? undefined : () => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={loading} autoFocus>
            {t.cancel}
          </Button>
          <Button onClick={() => void confirm()} color="error" variant="contained" loading={loading}>
            {t.signOutAll}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

/**
 * Consent to marketing emails (issue 44): the shop's own sentence beside a switch, and the record of the consent in force
 * (when, and where it was given or withdrawn). Turning it off also cancels the back-in-stock alerts still waiting.
 */
function MarketingEmails() {
  const { data } = useQuery(MarketingConsentDocument);
  const [save, { loading }] = useMutation(SetMarketingConsentDocument, {
    update(cache, { data: result }) {
      if (result) cache.writeQuery({ query: MarketingConsentDocument, data: { marketingConsent: result.setMarketingConsent } });
    },
  });
  const toast = useShopToast();
  const consent = data?.marketingConsent;
  const current = consent?.current;
  const record = !current
    ? t.marketingNever
    : (current.granted ? t.marketingGranted : t.marketingWithdrawn)(formatDateTime(current.at), t.consentSources[current.source] ?? current.source);

  async function change(granted: boolean) {
    try {
      await save({ variables: { granted } });
      toast.success(t.marketingSaved);
    } catch (error) {
      toast.error(serverMessage(error));
    }
  }

  return (
    <Section title={t.marketingHeading} text={record}>
      {consent ? (
        <FormControlLabel
          control={<Switch checked={consent.emailGranted} disabled={loading} onChange={(e) => void change(e.target.checked)} />}
          label={consent.wording}
          sx={{ alignItems: "flex-start", "& .MuiSwitch-root": { mt: -0.75 } }}
        />
      ) : null}
    </Section>
  );
}

/** Account → Settings (not in the spec): your details, mobile number, change email, change password, marketing emails, WhatsApp updates, sign out of all devices. */
export function AccountSettings() {
  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, alignItems: "start" }}>
      <ProfileDetails place="settings" />
      <PhoneNumber />
      <ChangeEmail />
      <ChangePassword />
      <Box sx={{ gridColumn: { md: "1 / -1" } }}>
        <MarketingEmails />
      </Box>
      <Box sx={{ gridColumn: { md: "1 / -1" } }}>
        <Section title={accountTexts.whatsapp.heading}>
          <WhatsAppUpdates source="SETTINGS" />
        </Section>
      </Box>
      <Box sx={{ gridColumn: { md: "1 / -1" } }}>
        <SignOutEverywhere />
      </Box>
    </Box>
  );
}
