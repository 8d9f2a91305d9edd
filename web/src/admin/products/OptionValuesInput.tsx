import CloseRounded from "@mui/icons-material/CloseRounded";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, memo, useId, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import { withValue } from "./variants";

const t = adminTexts.products.options;

export interface OptionPresetGroup {
  label: string;
  values: ReadonlyArray<string>;
}

export interface OptionValuesInputProps {
  /** "Sizes" or "Colours": the group's heading. */
  label: string;
  /** The text box's label ("Add a size"). */
  inputLabel: string;
  values: ReadonlyArray<string>;
  onChange: (values: ReadonlyArray<string>) => void;
  /** Values to pick with one click (pressed when chosen; a second press removes). */
  presets?: ReadonlyArray<OptionPresetGroup>;
  /** The longest value the server takes. */
  maxLength: number;
}

/**
 * A chips input: the chosen values as chips with a remove button each, a text box where Enter (or a comma) adds
 * what was typed (Backspace in the empty box removes the last), and preset values as toggle chips.
 */
export const OptionValuesInput = memo(function OptionValuesInput({ label, inputLabel, values, onChange, presets = [], maxLength }: OptionValuesInputProps) {
  const inputId = useId();
  const hintId = useId();
  const groupId = useId();
  const [draft, setDraft] = useState("");

  function add(value: string) {
    const next = withValue(values, value);
    if (next !== values) onChange(next);
  }

  function remove(value: string) {
    onChange(values.filter((existing) => existing !== value));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === "," || event.key === "|") {
      // Enter adds the value (it must not submit the product form); commas and bars separate values (the server
      // refuses them inside one).
      event.preventDefault();
      add(draft);
      setDraft("");
    } else if (event.key === "Backspace" && draft === "" && values.length) {
      remove(values[values.length - 1]!);
    }
  }

  return (
    <Box role="group" aria-labelledby={groupId}>
      <Typography id={groupId} variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      {values.length ? (
        <Box component="ul" aria-label={label} sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", p: 0, m: 0, mb: 1.25 }}>
          {values.map((value) => (
            <Box
              component="li"
              key={value}
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.25, pl: 1.25, pr: 0.25, borderRadius: 4, bgcolor: "primary.main", color: "primary.contrastText", fontSize: "0.875rem", fontWeight: 600 }}
            >
              {value}
              <IconButton size="small" aria-label={t.remove(value)} onClick={() => remove(value)} sx={{ color: "inherit", p: 0.5 }}>
                <CloseRounded sx={{ fontSize: 16 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ position: "relative" }}>
        <InputLabel htmlFor={inputId} shrink sx={{ position: "static", transform: "none", mb: 0.5, fontSize: "0.8rem" }}>
          {inputLabel}
        </InputLabel>
        <OutlinedInput
          id={inputId}
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            add(draft);
            setDraft("");
          }}
          inputProps={{ "aria-describedby": hintId, enterKeyHint: "done", maxLength }}
        />
        <FormHelperText id={hintId}>{t.inputHint}</FormHelperText>
      </Box>
      {presets.map((group) => (
        <Box key={group.label} sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            {group.label}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
            {group.values.map((value) => {
              const chosen = values.includes(value);
              return (
                <Chip
                  key={value}
                  label={value}
                  size="small"
                  clickable
                  variant={chosen ? "filled" : "outlined"}
                  color={chosen ? "secondary" : "default"}
                  aria-pressed={chosen}
                  onClick={() => (chosen ? remove(value) : add(value))}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
});
