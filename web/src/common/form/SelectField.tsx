import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ChangeEvent } from "react";

/** A select of the shared form (its own chunk: only admin forms have selects). */
export function SelectField({
  options,
  ...props
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  autoComplete?: string;
  error: boolean;
  helperText?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  options: ReadonlyArray<{ id: string; label: string }>;
}) {
  return (
    <TextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
