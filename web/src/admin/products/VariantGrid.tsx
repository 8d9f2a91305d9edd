import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import OutlinedInput from "@mui/material/OutlinedInput";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, memo, useId, useRef, useState } from "react";
import { adminTexts } from "../../common/adminTexts";
import {
  combinations,
  rowOf,
  withStockForAll,
  type CellErrors,
  type ProductOptionValues,
  type VariantCell,
  type VariantRows,
} from "./variants";

const t = adminTexts.products.variants;

/** The grid's editable columns, in display order, with how each input reads. */
const CELLS: ReadonlyArray<{ cell: VariantCell; label: string; numeric: boolean; width: number }> = [
  { cell: "sku", label: t.columns.sku, numeric: false, width: 150 },
  { cell: "stock", label: t.columns.stock, numeric: true, width: 110 },
  { cell: "price", label: t.columns.price, numeric: true, width: 110 },
  { cell: "salePrice", label: t.columns.salePrice, numeric: true, width: 110 },
];

export interface VariantGridProps {
  options: ProductOptionValues;
  rows: VariantRows;
  onChange: (rows: VariantRows) => void;
  /** Messages per row key and cell (the client's checks and the server's refusals). */
  errors: Readonly<Record<string, CellErrors>>;
  /** A message about the grid as a whole. */
  gridError?: string;
  /** The product's price, shown as the price cells' placeholder (a blank cell sells at it). */
  productPrice: string;
}

/**
 * One row per size × colour: a checkbox to sell it or not, then SKU, stock, price and sale price. Tab walks the
 * cells row by row; Enter moves to the same cell of the next row (as in a spreadsheet) instead of submitting.
 * Wider than a phone: the grid scrolls sideways inside the panel with the variant column kept in view.
 */
export const VariantGrid = memo(function VariantGrid({ options, rows, onChange, errors, gridError, productPrice }: VariantGridProps) {
  const idPrefix = useId();
  const bulkId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [bulkStock, setBulkStock] = useState("");
  const list = combinations(options);

  function setCell(key: string, cell: VariantCell | "sold", value: string | boolean) {
    onChange({ ...rows, [key]: { ...rowOf(rows, key), [cell]: value } });
  }

  function moveDown(event: KeyboardEvent<HTMLInputElement>, index: number, cell: VariantCell) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const next = tableRef.current?.querySelector<HTMLInputElement>(`input[data-row="${index + 1}"][data-cell="${cell}"]`);
    next?.focus();
    next?.select();
  }

  return (
    <Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: "1 1 160px", maxWidth: 220 }}>
          <Typography component="label" htmlFor={bulkId} variant="caption" color="text.secondary" sx={{ display: "block", mb: 0.5 }}>
            {t.setAllLabel}
          </Typography>
          <OutlinedInput
            id={bulkId}
            size="small"
            fullWidth
            type="number"
            value={bulkStock}
            onChange={(event) => setBulkStock(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              if (bulkStock.trim()) onChange(withStockForAll(options, rows, bulkStock.trim()));
            }}
            inputProps={{ min: 0, step: 1, inputMode: "numeric" }}
          />
        </Box>
        <Button variant="outlined" disabled={!bulkStock.trim()} onClick={() => onChange(withStockForAll(options, rows, bulkStock.trim()))}>
          {t.setAll}
        </Button>
      </Box>
      {/* Its own stacking context: the sticky variant column stays under the panel's sticky title bar. */}
      <Box sx={{ overflowX: "auto", border: 1, borderColor: "divider", borderRadius: 2, position: "relative", zIndex: 0 }}>
        <Table ref={tableRef} size="small" aria-label={t.heading} sx={{ minWidth: 620, "& td, & th": { px: 1, verticalAlign: "top" } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: "sticky", left: 0, zIndex: 1, bgcolor: "background.paper", fontWeight: 700 }}>
                {t.columns.sold} · {t.columns.variant}
              </TableCell>
              {CELLS.map(({ cell, label, width }) => (
                <TableCell key={cell} sx={{ fontWeight: 700, minWidth: width }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((combination, index) => {
              const row = rowOf(rows, combination.key);
              const rowErrors = errors[combination.key] ?? {};
              return (
                <TableRow key={combination.key} sx={row.sold ? undefined : { "& td": { bgcolor: "grey.50" } }}>
                  <TableCell sx={{ position: "sticky", left: 0, zIndex: 1, bgcolor: "background.paper", whiteSpace: "nowrap", pt: 0.5 }}>
                    <Box component="label" sx={{ display: "flex", alignItems: "center", gap: 0.5, cursor: "pointer" }}>
                      <Checkbox
                        size="small"
                        checked={row.sold}
                        onChange={(event) => setCell(combination.key, "sold", event.target.checked)}
                        slotProps={{ input: { "aria-label": t.sold(combination.name) } }}
                        sx={{ p: 0.5 }}
                      />
                      <Typography variant="body2" sx={{ fontWeight: 600, color: row.sold ? "text.primary" : "text.disabled" }}>
                        {combination.name}
                      </Typography>
                    </Box>
                  </TableCell>
                  {CELLS.map(({ cell, label, numeric }) => {
                    const error = row.sold ? rowErrors[cell] : undefined;
                    const errorId = `${idPrefix}-${index}-${cell}-error`;
                    return (
                      <TableCell key={cell}>
                        <OutlinedInput
                          size="small"
                          fullWidth
                          value={row[cell]}
                          disabled={!row.sold}
                          error={Boolean(error)}
                          onChange={(event) => setCell(combination.key, cell, event.target.value)}
                          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => moveDown(event, index, cell)}
                          placeholder={cell === "sku" ? t.skuPlaceholder : cell === "price" ? productPrice : undefined}
                          type={numeric ? "number" : "text"}
                          inputProps={{
                            "aria-label": t.cell(label, combination.name),
                            "aria-invalid": Boolean(error),
                            "aria-describedby": error ? errorId : undefined,
                            "data-row": index,
                            "data-cell": cell,
                            ...(numeric ? { min: 0, step: cell === "stock" ? 1 : "any", inputMode: cell === "stock" ? "numeric" : "decimal" } : {}),
                          }}
                        />
                        {error ? (
                          <Typography id={errorId} variant="caption" color="error" sx={{ display: "block", mt: 0.25, lineHeight: 1.3 }}>
                            {error}
                          </Typography>
                        ) : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {gridError ? (
        <Typography role="alert" variant="caption" color="error" sx={{ display: "block", mt: 0.75 }}>
          {gridError}
        </Typography>
      ) : null}
    </Box>
  );
});
