/** What the cart says when it refuses (the spec's texts where it has them). */
export const CART_MESSAGES = {
  productNotFound: "Product not found!",
  lineNotFound: "Cart item not found!",
  outOfStock: "This product is out of stock",
  chooseSize: "Please select a size",
  chooseColour: "Please select a colour",
  /** For a client that cannot pick (the older REST client): the choices in stock. */
  chooseSizeFrom: (sizes: readonly string[]) => `Please select a size: ${orList(sizes)}`,
  chooseColourFrom: (colours: readonly string[]) => `Please select a colour: ${orList(colours)}`,
  sizeNotSold: (size: string) => `Size ${size} is not available for this product`,
  colourNotSold: (colour: string) => `Colour ${colour} is not available for this product`,
  /** The spec's warning when the cart already holds some of the product. */
  onlyMore: (n: number) => `Only ${n} more can be added`,
  /** The spec's warning when the cart holds none of it yet, or when a quantity is set. */
  onlyAvailable: (n: number) => `Only ${n} available in stock`,
  tooManyOfOne: (max: number) => `You can have at most ${max} of one item in your cart`,
} as const;

/** "S, M or L". */
function orList(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(", ")} or ${values.at(-1)}` : (values[0] ?? "");
}

/** The most units one cart line may hold, whatever the stock (a typo guard, not a business limit). */
