/** GraphQL speaks rupees; the services compute in integer paise. This is the GraphQL transport's one conversion. */
export function rupees(paise: number): number {
  return paise / 100;
}
