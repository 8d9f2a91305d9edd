import type { ClusterBus } from "../../lib/cluster-bus.js";

const CHANNEL = "catalogue-changed";

/**
 * Tells the catalogue's caches that products changed. The catalogue service and the import call `changed()`
 * after their writes commit; caches subscribe and drop what they hold. Other nodes hear of it through the cluster
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
