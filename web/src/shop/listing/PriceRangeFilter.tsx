import Box from "@mui/material/Box";
import Slider from "@mui/material/Slider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { formatRupees } from "../../common/format";
import { texts } from "../../common/texts";
import type { PriceRange } from "./filters";

const t = texts.shop.listing;

export interface PriceBounds {
  min: number;
  max: number;
}

/**
 * The listing's price filter: a two-thumb slider between the lowest and highest price of the products the other
 * filters give (`facets.priceRange`), and Min / Max boxes. A change applies when a thumb is let go, or when a box
 * is left or Enter pressed; a range that covers all the bounds is no filter.
 */
export function PriceRangeFilter({ bounds, value, onChange }: { bounds: PriceBounds; value: PriceRange | null; onChange: (range: PriceRange | null) => void }) {
  const labelId = useId();
  const lower = Math.floor(bounds.min);
  const upper = Math.ceil(bounds.max);
  const applied: [number, number] = [value?.min ?? lower, value?.max ?? upper];
  // What the thumbs and boxes show while the shopper moves them (null: the applied range).
  const [draft, setDraft] = useState<{ from: [number, number]; shown: [string, string] } | null>(null);
  const shownRange = draft?.from ?? applied;
  const boxes = draft?.shown ?? [String(applied[0]), String(applied[1])];

  function commit([from, to]: [number, number]) {
    setDraft(null);
    const min = Math.max(lower, Math.min(from, to));
    const max = Math.min(upper, Math.max(from, to));
    onChange(min <= lower && max >= upper ? null : { min: min <= lower ? null : min, max: max >= upper ? null : max });
  }

  function commitBoxes(event?: FormEvent) {
    event?.preventDefault();
    const from = Number(boxes[0]);
    const to = Number(boxes[1]);
    commit([Number.isFinite(from) && boxes[0] !== "" ? from : lower, Number.isFinite(to) && boxes[1] !== "" ? to : upper]);
  }

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component="h3" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
        {t.price}
      </Typography>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={shownRange}
          min={lower}
          max={upper}
          disabled={lower >= upper}
          onChange={(_e, next) => {
            const range = next as [number, number];
            setDraft({ from: range, shown: [String(range[0]), String(range[1])] });
          }}
          onChangeCommitted={(_e, next) => commit(next as [number, number])}
          getAriaLabel={(index) => (index === 0 ? t.minPrice : t.maxPrice)}
          getAriaValueText={(v) => formatRupees(v)}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => formatRupees(v)}
          size="small"
        />
      </Box>
      <Box component="form" onSubmit={commitBoxes} sx={{ display: "flex", gap: 1 }}>
        {([0, 1] as const).map((index) => (
          <TextField
            key={index}
            label={index === 0 ? t.minPrice : t.maxPrice}
            type="number"
            size="small"
            value={boxes[index]}
            onChange={(e) => {
              const shown: [string, string] = [...boxes];
              shown[index] = e.target.value;
              setDraft({ from: shownRange, shown });
            }}
            onBlur={() => {
              if (draft) commitBoxes();
            }}
            slotProps={{ htmlInput: { min: lower, max: upper, inputMode: "numeric" } }}
          />
        ))}
        <button type="submit" hidden />
      </Box>
    </Box>
  );
}
