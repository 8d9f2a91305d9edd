import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useId, type FormEvent } from "react";
import { texts } from "../texts";
import type { FormControl, FormErrors, FormValues } from "./types";

export interface FormRendererProps<Name extends string> {
  /** The fields, in display order. */
  controls: ReadonlyArray<FormControl<Name>>;
  values: FormValues<Name>;
  onChange: (values: FormValues<Name>) => void;
  onSubmit: (values: FormValues<Name>) => void;
  /** Spec §2 "Shared form": defaults to 'Submit'. */
  buttonText?: string;
  /** Disables the submit button (e.g. until the form is complete). */
  disabled?: boolean;
  /** A request is running: the submit button is disabled and shows a spinner. */
  submitting?: boolean;
  /** Accessible name of the form. */
  "aria-label"?: string;
  /** Per-field messages (e.g. the server's validation errors): the field shows an error state and the text. */
  errors?: FormErrors<Name>;
}

/** The shared form: renders inputs, text areas and selects from a config list, plus one submit button. */
export function FormRenderer<Name extends string>({
  controls,
  values,
  onChange,
  onSubmit,
  buttonText = texts.form.submit,
  disabled = false,
  submitting = false,
  "aria-label": ariaLabel,
  errors,
}: FormRendererProps<Name>) {
  const idPrefix = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || submitting) return;
    onSubmit(values);
  }

  function setValue(name: Name, value: string) {
    onChange({ ...values, [name]: value });
  }

  return (
    <form onSubmit={handleSubmit} aria-label={ariaLabel}>
      <Stack spacing={2.5}>
        {controls.map((control) => {
          const id = `${idPrefix}-${control.name}`;
          const error = errors?.[control.name];
          const common = {
            id,
            name: control.name,
            label: control.label,
            placeholder: control.placeholder,
            value: values[control.name] ?? "",
            autoComplete: control.autoComplete,
            error: Boolean(error),
            helperText: error,
            onChange: (event: { target: { value: string } }) => setValue(control.name, event.target.value),
          };
          switch (control.componentType) {
            case "select":
              return (
                <TextField key={control.name} {...common} select>
                  {(control.options ?? []).map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              );
            case "textarea":
              return <TextField key={control.name} {...common} multiline minRows={3} />;
            case "input":
            default:
              return (
                <TextField
                  key={control.name}
                  {...common}
                  type={control.type ?? "text"}
                  slotProps={
                    control.min !== undefined || control.step !== undefined
                      ? { htmlInput: { min: control.min, step: control.step } }
                      : undefined
                  }
                />
              );
          }
        })}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={disabled || submitting}
          loading={submitting}
        >
          {buttonText}
        </Button>
      </Stack>
    </form>
  );
}
