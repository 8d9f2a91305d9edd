/**
 * Choosing what to buy in the details dialog (issue 12): a product's sizes and colours, which size is sold in stock
 * in the chosen colour and which colour in any size (the others are shown sold out), the variant a choice names and
 * the pictures that show it. Pure: no React.
 */

export interface VariantLike {
  size?: string | null;
  colour?: string | null;
  stock: number;
  price: number;
  salePrice: number;
}

export interface ChoosableProduct<V extends VariantLike = VariantLike> {
  options: { sizes: ReadonlyArray<string>; colours: ReadonlyArray<string> };
  variants: ReadonlyArray<V>;
}

/** What the shopper has picked; null until picked (a product without sizes or colours never needs one). */
export interface Choice {
  size: string | null;
  colour: string | null;
}

type WithOptions = Pick<ChoosableProduct, "options">;

export const hasSizes = (product: WithOptions) => product.options.sizes.length > 0;
export const hasColours = (product: WithOptions) => product.options.colours.length > 0;

function matches(variant: VariantLike, size: string | null, colour: string | null): boolean {
  return (variant.size ?? null) === size && (variant.colour ?? null) === colour;
}

/** True when the product sells this size in stock in the chosen colour (in any colour while none is chosen or it has none). */
export function isSizeInStock(product: ChoosableProduct, size: string, colour: string | null): boolean {
  return product.variants.some((v) => v.size === size && v.stock > 0 && (!hasColours(product) || colour === null || v.colour === colour));
}

/** True when the product has this colour in stock in any size. */
export function isColourInStock(product: ChoosableProduct, colour: string): boolean {
  return product.variants.some((v) => v.colour === colour && v.stock > 0);
}

/**
 * The choice a dialog opens with: the first colour in stock (else the first colour), no size yet. A link may name a
 * colour and a size (`?colour=Black&size=M`, as the shopping feeds' and the structured data's variant links do): each is
 * taken when the product has it (a size only when in stock in that colour), the rest as above.
 */
export function initialChoice(product: ChoosableProduct, wanted: { colour?: string | null; size?: string | null } = {}): Choice {
  const colours = product.options.colours;
  const colour = wanted.colour && colours.includes(wanted.colour) ? wanted.colour : (colours.find((c) => isColourInStock(product, c)) ?? colours[0] ?? null);
  const size = wanted.size && product.options.sizes.includes(wanted.size) && isSizeInStock(product, wanted.size, colour) ? wanted.size : null;
  return { size, colour };
}

/** Picks a colour; a chosen size that colour does not have in stock is let go. */
export function chooseColour(product: ChoosableProduct, choice: Choice, colour: string): Choice {
  const size = choice.size !== null && isSizeInStock(product, choice.size, colour) ? choice.size : null;
  return { size, colour };
}

/** What is still to pick before Add to cart: the size first, then the colour; null when nothing is missing. */
export function missingOption(product: ChoosableProduct, choice: Choice): "size" | "colour" | null {
  if (hasSizes(product) && choice.size === null) return "size";
  if (hasColours(product) && choice.colour === null) return "colour";
  return null;
}

/** The variant the choice names (the only one of a product without options), or null while something is missing. */
export function chosenVariant<V extends VariantLike>(product: ChoosableProduct<V>, choice: Choice): V | null {
  if (missingOption(product, choice) !== null) return null;
  const size = hasSizes(product) ? choice.size : null;
  const colour = hasColours(product) ? choice.colour : null;
  return product.variants.find((v) => matches(v, size, colour)) ?? null;
}

export interface GalleryImageLike {
  colour?: string | null;
}

/**
 * The pictures to show for a colour: those of that colour first, then the general ones (colour null), each in the
 * gallery's order; other colours' pictures are left out. With no colour chosen (or nothing left to show): every
 * picture.
 */
export function picturesFor<I extends GalleryImageLike>(gallery: ReadonlyArray<I>, colour: string | null): I[] {
  const shown = colour === null ? [] : [...gallery.filter((image) => image.colour === colour), ...gallery.filter((image) => (image.colour ?? null) === null)];
  return shown.length > 0 ? shown : [...gallery];
}
