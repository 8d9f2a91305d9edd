export { errorField } from "../common/errors";

/** A blamed field inside a list of the input ("variants.3.sku"): the list, the item's index and the item's field. */
export interface ListItemField {
  list: string;
  index: number;
  field: string | undefined;
}

/** Reads "variants.3.sku" (or "gallery.1") as a list item's field; undefined for any other path. */
export function listItemField(path: string | undefined): ListItemField | undefined {
  const match = path?.match(/^(\w+)\.(\d+)(?:\.(\w+))?$/);
  if (!match) return undefined;
  return { list: match[1]!, index: Number(match[2]), field: match[3] };
}
