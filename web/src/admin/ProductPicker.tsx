import { useQuery } from "@apollo/client/react";
import CancelRounded from "@mui/icons-material/CancelRounded";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { adminTexts } from "../common/adminTexts";
import { useDebouncedValue } from "../common/useDebouncedValue";
import { graphql } from "../gql";

const t = adminTexts.productPicker;

/** The search-as-you-type: the catalogue's full-text search (typo-tolerant), best matches first. */
const AdminProductSearchDocument = graphql(`
  query AdminProductSearch($keyword: String!) {
    productSearch(keyword: $keyword, first: 10) {
      edges {
        node {
          id
          title
          sku
        }
      }
    }
  }
`);

/** A chosen product: its chip shows the title; a product just found also has its SKU. */
export interface PickedProduct {
  id: string;
  title: string;
  sku?: string;
}

export interface ProductPickerProps {
  value: readonly PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  label?: string;
  error?: string;
  /** Offer the field's clear-all button (off where each change is saved at once). */
  clearable?: boolean;
}

/**
 * Products chosen by name (a product-scoped promotion's, the non-returnable ones): search as you type (the
 * catalogue's search, from two characters), the chosen ones as chips by name, each with its remove button. The
 * server checks the ids again.
 */
export function ProductPicker({ value, onChange, label = t.label, error, clearable = true }: ProductPickerProps) {
  const [input, setInput] = useState("");
  const keyword = useDebouncedValue(input.trim(), 250);
  const { data, loading } = useQuery(AdminProductSearchDocument, { variables: { keyword }, skip: keyword.length < 2 });
  const found = keyword.length < 2 ? [] : (data?.productSearch.edges.map((e) => e.node) ?? []);

  return (
    <Autocomplete
      multiple
      disableClearable={!clearable}
      options={found}
      value={[...value]}
      onChange={(_event, products) => onChange(products)}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== "reset") setInput(text);
      }}
      // The server searched already (typo-tolerant); the chosen ones are not offered twice.
      filterOptions={(options) => options.filter((o) => !value.some((v) => v.id === o.id))}
      getOptionLabel={(p) => p.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          {p.sku ? `${p.title} · ${p.sku}` : p.title}
        </li>
      )}
      renderValue={(products, getItemProps) =>
        products.map((p, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={p.title} {...itemProps} deleteIcon={<CancelRounded aria-label={t.remove(p.title)} aria-hidden={false} />} />;
        })
      }
      loading={loading}
      loadingText={t.searching}
      noOptionsText={keyword.length < 2 ? t.typeMore : t.none}
      filterSelectedOptions
      renderInput={(params) => <TextField {...params} size="small" label={label} error={Boolean(error)} helperText={error ?? t.hint} />}
    />
  );
}
