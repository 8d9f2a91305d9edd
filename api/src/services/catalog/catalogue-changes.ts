/**
 * Tells the catalogue's caches that products changed. The catalogue service and the import call `changed()`
 * after their writes commit; caches subscribe and drop what they hold. Changes made by other processes reach a
 * cache only through its maximum age until they are published across nodes too.
 */
export class CatalogueChanges {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
