import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Typography from "@mui/material/Typography";
import { Fragment, useId } from "react";
import { texts } from "../../common/texts";
import type { OptionItem } from "../../common/catalogue";
import { hasFilters, isSelected, priceRangeOf, type FilterKey, type Filters, type PriceRange } from "./filters";
import { PriceRangeFilter, type PriceBounds } from "./PriceRangeFilter";

const t = texts.shop.listing;

export interface FilterGroup {
  key: FilterKey;
  title: string;
  options: OptionItem[];
  /** Facet counts by option id, when known. */
  counts?: ReadonlyMap<string, number>;
}

/**
 * The listing's filters (spec §2): a checkbox group per filter key, with the number of products each gives, and
 * the price range when the products have prices to range over.
 */
export function FilterPanel({
  groups,
  filters,
  onToggle,
  onClear,
  priceBounds,
  onPriceChange,
}: {
  groups: FilterGroup[];
  filters: Filters;
  onToggle: (key: FilterKey, id: string) => void;
  onClear: () => void;
  priceBounds?: PriceBounds | null;
  onPriceChange: (range: PriceRange | null) => void;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t.filters}
        </Typography>
        {hasFilters(filters) ? (
          <Button size="small" onClick={onClear}>
            {t.clearFilters}
          </Button>
        ) : null}
      </Box>
      {groups.map((group, index) => (
        <Fragment key={group.key}>
          {index > 0 ? <Divider sx={{ my: 1.5 }} /> : null}
          <FilterCheckboxGroup group={group} filters={filters} onToggle={onToggle} />
        </Fragment>
      ))}
      {priceBounds ? (
        <>
          <Divider sx={{ my: 1.5 }} />
          <PriceRangeFilter bounds={priceBounds} value={priceRangeOf(filters)} onChange={onPriceChange} />
        </>
      ) : null}
    </Box>
  );
}

function FilterCheckboxGroup({ group, filters, onToggle }: { group: FilterGroup; filters: Filters; onToggle: (key: FilterKey, id: string) => void }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component="h3" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
        {group.title}
      </Typography>
      <FormGroup>
        {group.options.map((option) => {
          const count = group.counts?.get(option.id);
          const checked = isSelected(filters, group.key, option.id);
          return (
            <FormControlLabel
              key={option.id}
              sx={{ mr: 0, "& .MuiFormControlLabel-label": { flex: 1 } }}
              control={<Checkbox checked={checked} onChange={() => onToggle(group.key, option.id)} size="small" />}
              label={
                <Box component="span" sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 1, width: "100%" }}>
                  <span>{option.label}</span>
                  {count !== undefined ? (
                    <Box component="span" aria-hidden sx={{ color: "text.secondary", fontSize: 13, fontVariantNumeric: "tabular-nums" }}>
                      {count}
                    </Box>
                  ) : null}
                </Box>
              }
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}
