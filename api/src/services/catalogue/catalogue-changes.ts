import type { ClusterBus } from "../../lib/cluster-bus.js";

const CHANNEL = "catalogue-changed";

/**
 * Tells the catalogue's caches that what anonymous shoppers read changed: products (the catalogue service, the
 * import), reviews and banners call `changed()` after their writes commit; caches (counts, spelling, public
 * GraphQL answers) subscribe and drop what they hold. Other nodes hear of it through the cluster
 * bus (Redis); a change they miss (Redis away, a write made outside the shop) reaches their caches through each
 * cache's maximum age.
 */
export class CatalogueChanges {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly bus?: ClusterBus) {
    bus?.subscribe(CHANNEL, () => this.notify());
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.notify();
    this.bus?.publish(CHANNEL, "");
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
