import { DomainError } from "../lib/errors.js";
import { CART_MESSAGES } from "./cart-messages.js";

/** Which variant a shopper's add picks: the size and colour they named, or for a client that names none, the one in stock. */

export interface VariantChoice {
  id: string;
  size: string;
  colour: string;
  stock: number;
}

/** Equal option values, whatever their case ("m" is M). */
const sameOption = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * For a client that sends no size or colour (the older REST client, which never had them): the one size, then the one
 * colour, in stock among the variants that fit what it did send. More than one to choose from is BAD_USER_INPUT
 * naming them; none in stock is OUT_OF_STOCK. A size or colour it named that the product does not sell is left for
 * chooseVariant to refuse.
 */
export function onlyOneInStock(variants: readonly VariantChoice[], size: string, colour: string): { size: string; colour: string } {
  const sized = variants.some((v) => v.size !== "");
  const coloured = variants.some((v) => v.colour !== "");
  if ((size && !variants.some((v) => sameOption(v.size, size))) || (colour && !variants.some((v) => sameOption(v.colour, colour)))) return { size, colour };
  let fits = variants.filter((v) => v.stock > 0 && (!size || sameOption(v.size, size)) && (!colour || sameOption(v.colour, colour)));
  if (fits.length === 0) throw new DomainError("OUT_OF_STOCK", CART_MESSAGES.outOfStock);
  if (sized && !size) {
    const sizes = [...new Set(fits.map((v) => v.size))];
    if (sizes.length > 1) throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.chooseSizeFrom(sizes), "size");
    size = sizes[0]!;
    fits = fits.filter((v) => v.size === size);
  }
  if (coloured && !colour) {
    const colours = [...new Set(fits.map((v) => v.colour))];
    if (colours.length > 1) throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.chooseColourFrom(colours), "colour");
    colour = colours[0]!;
  }
  return { size, colour };
}

/**
 * The variant a shopper's size and colour name, and the labels the line keeps: the variant's own spelling for the
 * options the product has; for an option it does not have, whatever the client sent (the REST client's labels).
 */
export function chooseVariant(variants: readonly VariantChoice[], size: string, colour: string): { variant: VariantChoice; size: string; colour: string } {
  const sized = variants.some((v) => v.size !== "");
  const coloured = variants.some((v) => v.colour !== "");
  if (sized && size === "") throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.chooseSize, "size");
  if (coloured && colour === "") throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.chooseColour, "colour");
  const same = sameOption;
  if (sized && !variants.some((v) => same(v.size, size))) throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.sizeNotSold(size), "size");
  if (coloured && !variants.some((v) => same(v.colour, colour))) throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.colourNotSold(colour), "colour");
  const variant = variants.find((v) => (!sized || same(v.size, size)) && (!coloured || same(v.colour, colour)));
  // Both values are sold, but not together: that combination is not made.
  if (!variant) throw new DomainError("BAD_USER_INPUT", CART_MESSAGES.sizeNotSold(`${size} in ${colour}`), "size");
  return { variant, size: sized ? variant.size : size, colour: coloured ? variant.colour : colour };
}
