/** GraphQL speaks rupees; the services compute in integer paise. This is the GraphQL transport's one conversion. */
export function rupees(paise: number): number {
  return paise / 100;
}

/** GST rates travel in percent (5, 2.5); the services keep basis points (500, 250). */
export function percent(basisPoints: number): number {
  return basisPoints / 100;
}
