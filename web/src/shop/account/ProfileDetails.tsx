import { useMutation, useQuery } from "@apollo/client/react";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { AccountProfileDocument, UpdateProfileDocument } from "../../common/accountDocuments";
import { accountTexts } from "../../common/accountTexts";
import { errorField, serverMessage } from "../../common/errors";
import { FormRenderer, type FormControl, type FormErrors } from "../../common/form";
import { useShopToast } from "../common/toast";

const t = accountTexts.profile;
type Field = "name" | "email";

const nameControl = { name: "name", componentType: "input", type: "text", autoComplete: "name", ...t.name } as const satisfies FormControl<Field>;
const emailControl = { name: "email", componentType: "input", type: "email", autoComplete: "email", ...t.email } as const satisfies FormControl<Field>;

/**
 * The shopper's name and, for an account made by phone sign-in that has none, a first email (issue 43). At checkout
 * (`place="checkout"`) it shows only while the server says the name is needed (`User.needsName`): a new number is asked
 * its name once, before its first order. In Settings it is always there. The server validates and saves (updateProfile).
 */
export function ProfileDetails({ place }: { place: "checkout" | "settings" }) {
  const { data } = useQuery(AccountProfileDocument);
  const me = data?.me;
  if (!me || (place === "checkout" && !me.needsName)) return null;
  // Keyed by the saved name, so the form starts again from what the server kept.
  return <ProfileForm key={`${me.id}:${me.name}:${me.email ?? ""}`} place={place} me={me} />;
}

function ProfileForm({ place, me }: { place: "checkout" | "settings"; me: { name: string; email?: string | null; needsName: boolean } }) {
  const controls: ReadonlyArray<FormControl<Field>> = me.email ? [nameControl] : [nameControl, emailControl];
  // A name still needed is the placeholder ("Customer"): the field starts empty.
  const [values, setValues] = useState<Record<Field, string>>({ name: me.needsName ? "" : me.name, email: "" });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [save, { loading }] = useMutation(UpdateProfileDocument);
  const toast = useShopToast();
  const headingId = useId();

  async function handleSubmit(input: Record<Field, string>) {
    setErrors({});
    try {
      await save({ variables: { input: { name: input.name, email: me.email ? null : input.email.trim() || null } } });
      toast.success(t.saved);
    } catch (error) {
      const field = errorField(error);
      if (field === "name" || field === "email") setErrors({ [field]: serverMessage(error) });
      else toast.error(serverMessage(error));
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, ...(place === "checkout" ? { mb: 3, borderColor: "primary.main" } : {}) }}>
      <Typography id={headingId} variant={place === "checkout" ? "h5" : "h6"} component="h2">
        {place === "checkout" ? t.checkoutHeading : t.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {place === "checkout" ? t.checkoutText : t.settingsText}
      </Typography>
      <FormRenderer
        aria-label={place === "checkout" ? t.checkoutHeading : t.heading}
        controls={controls}
        values={values}
        onChange={setValues}
        onSubmit={(v) => void handleSubmit(v)}
        errors={errors}
        buttonText={t.save}
        submitting={loading}
      />
    </Paper>
  );
}
