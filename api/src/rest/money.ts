/** The REST shapes speak rupees; the services compute in integer paise. This is the REST transport's one conversion. */
export function rupees(paise: number): number {
  return paise / 100;
}
