/**
 * A value made the first time it is asked for, then kept. For Intl formatters: ICU loads its number, date and time-zone
 * data the first time a formatter of a kind is made, 5–9 MB resident a kind (a bare node 24 process, /proc/self/smaps),
 * and browsing formats no rupees or dates on the server; made at module load, every node carried them from its start.
 */
export function atFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
