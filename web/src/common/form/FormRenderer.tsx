import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { lazy, Suspense, useId, type FormEvent, type ReactNode } from "react";
import { texts } from "../texts";
import { TextInput } from "./TextInput";
import type { FormControl, FormErrors, FormValues } from "./types";

/** Selects (admin forms only) bring MUI's Select, menu and popover: loaded when a form has one (or ahead, see below). */
const loadSelectField = () => import("./SelectField");
const SelectField = lazy(async () => ({ default: (await loadSelectField()).SelectField }));

/** Starts loading the select's code ahead of the first form that has one (the admin panel calls it as it loads). */
export function preloadSelectField(): void {
  void loadSelectField();
}

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
  /** More of the form after the configured fields, before the submit button (e.g. an editor of its own). */
  children?: ReactNode;
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
  children,
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
            helperText: error ?? control.hint,
            onChange: (event: { target: { value: string } }) => setValue(control.name, event.target.value),
          };
          switch (control.componentType) {
            case "select":
              return (
                <Suspense key={control.name} fallback={<TextInput {...common} />}>
                  <SelectField {...common} options={control.options ?? []} />
                </Suspense>
              );
            case "textarea":
              return <TextInput key={control.name} {...common} multiline minRows={3} />;
            case "input":
            default:
              return (
                <TextInput
                  key={control.name}
                  {...common}
                  type={control.type ?? "text"}
                  htmlInput={
                    control.min !== undefined || control.step !== undefined || control.readOnly
                      ? { min: control.min, step: control.step, readOnly: control.readOnly }
                      : undefined
                  }
                />
              );
          }
        })}
        {children}
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
