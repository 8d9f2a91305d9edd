/**
 * The admin's date and date-time inputs (issue 41): Indian order everywhere (dd/mm/yyyy, a 12-hour clock), whatever
 * the browser's own locale (a native date input shows mm/dd/yyyy in an en-US browser), with a calendar to pick from.
 * MUI X's pickers with dayjs: admin code only, in the admin's chunks (a shopper never downloads it). The desktop
 * variants everywhere: the date is typed (a phone's number pad) or picked from the calendar beside it, the same on
 * every screen, where the mobile variant makes a phone's field read-only behind a full-screen dialog.
 *
 * Values are the shop's wall-clock strings the API takes and gives ("2026-11-01" days, "2026-11-01T00:00" times, in
 * SHOP_TIMEZONE): read and written as plain local date-times, so no time zone arithmetic can move them.
 */
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DesktopDatePicker } from "@mui/x-date-pickers/DesktopDatePicker";
import { DesktopDateTimePicker } from "@mui/x-date-pickers/DesktopDateTimePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/en-in";
import { useRef, type ReactNode } from "react";

const DAY = "YYYY-MM-DD";
const DAY_TIME = "YYYY-MM-DDTHH:mm";
/** What a date-time field holds while its text is not a whole date and time: the form says so. */
export const INCOMPLETE = "incomplete";

function Provider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-in">
      {children}
    </LocalizationProvider>
  );
}

// ISO forms dayjs reads as local wall-clock times, without a parse-format plugin.
const parse = (value: string): Dayjs | null => (value && value !== INCOMPLETE ? dayjs(value) : null);

export interface ShopDayFieldProps {
  label: string;
  /** "2026-11-22", or "" for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A day, dd/mm/yyyy: "" while empty; a half-typed day changes nothing until it is whole. */
export function ShopDayField({ label, value, onChange }: ShopDayFieldProps) {
  return (
    <Provider>
      <DesktopDatePicker
        label={label}
        value={parse(value)}
        format="DD/MM/YYYY"
        onChange={(next) => {
          if (next === null) onChange("");
          else if (next.isValid()) onChange(next.format(DAY));
        }}
        slotProps={{ textField: { size: "small" }, field: { clearable: true } }}
      />
    </Provider>
  );
}

export interface ShopDateTimeFieldProps {
  label: string;
  /** "2026-11-01T00:00", "" for none, or INCOMPLETE. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
}

/** A date and time in the shop's time zone, dd/mm/yyyy hh:mm am. */
export function ShopDateTimeField({ label, value, onChange, error, helperText }: ShopDateTimeFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Provider>
      <DesktopDateTimePicker
        label={label}
        value={parse(value)}
        format="DD/MM/YYYY hh:mm a"
        ampm
        onChange={(next) => onChange(next === null ? "" : next.isValid() ? next.format(DAY_TIME) : INCOMPLETE)}
        slotProps={{
          textField: {
            size: "small",
            error,
            helperText,
            inputRef: input,
            // The picker keeps a half-typed date to itself (its value stays what it was): leaving the field with one
            // tells the form, which refuses to save it rather than drop it.
            onBlur: () => {
              const typed = input.current?.value ?? "";
              if (/\d/.test(typed) && !/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [ap]m$/i.test(typed)) {
                onChange(INCOMPLETE);
              }
            },
          },
          field: { clearable: true },
        }}
      />
    </Provider>
  );
}
