import TextField from "@mui/material/TextField";
import { useSnackbar } from "../../common/toasts";
import { useState } from "react";
import { serverMessage } from "../../common/errors";
import { adminTexts } from "../../common/adminTexts";
import { errorField } from "../graphqlErrors";

const t = adminTexts.dashboard;

/** A server refusal that names one of the banner's fields. */
export interface BannerFieldError {
  field: string;
  message: string;
}

/**
 * The field error of a banner form: `report` shows a failed save's server message in a toast and, when the
 * server names a field, under that field; `clear` removes it after a save succeeds.
 */
export function useBannerFieldError() {
  const [fieldError, setFieldError] = useState<BannerFieldError | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  function report(error: unknown) {
    const field = errorField(error);
    const message = serverMessage(error);
    setFieldError(field ? { field, message } : null);
    enqueueSnackbar(message, { variant: "error" });
  }
  return { fieldError, report, clear: () => setFieldError(null) };
}

export interface BannerTextFieldsProps {
  title: string;
  description: string;
  onTitleChange: (title: string) => void;
  onDescriptionChange: (description: string) => void;
  fieldError: BannerFieldError | null;
}

/** A banner's title and description inputs (new banner form and each banner card), with the server's field error. */
export function BannerTextFields({ title, description, onTitleChange, onDescriptionChange, fieldError }: BannerTextFieldsProps) {
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  return (
    <>
      <TextField
        size="small"
        label={t.titleLabel}
        value={title}
        onChange={(e) => onTitleChange(e.target.value)}
        error={fieldError?.field === "title"}
        helperText={errorOf("title")}
      />
      <TextField
        size="small"
        label={t.descriptionLabel}
        value={description}
        onChange={(e) => onDescriptionChange(e.target.value)}
        multiline
        minRows={2}
        error={fieldError?.field === "description"}
        helperText={errorOf("description")}
      />
    </>
  );
}
