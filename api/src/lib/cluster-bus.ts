/**
 * Messages between the shop's nodes: "the catalogue changed", "this session ended". Without REDIS_URL there is one
 * node and nothing to tell (`LocalBus`); with it, every node publishes on Redis and every other node hears it
 * (`RedisBus`). Delivery is best effort: what a node misses while Redis is away is bounded by the caches' own
 * maximum ages (CATALOGUE_CACHE_SECONDS, SESSION_CACHE_SECONDS).
 */
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Logger } from "./logger.js";

export interface ClusterBus {
  /** Tells the other nodes (never this one: it acts on its own writes directly). */
  publish(channel: string, message: string): void;
  subscribe(channel: string, handler: (message: string) => void): void;
  close(): Promise<void>;
}

export class LocalBus implements ClusterBus {
  publish(): void {}
  subscribe(): void {}
  async close(): Promise<void> {}
}

export class RedisBus implements ClusterBus {
  private readonly nodeId = randomUUID();
  private readonly handlers = new Map<string, ((message: string) => void)[]>();

  /** `prefix` keeps shops that share one Redis apart (REDIS_PREFIX). */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: Logger,
    private readonly prefix: string,
  ) {
    subscriber.on("message", (channel: string, raw: string) => {
      const separator = raw.indexOf(" ");
      if (separator < 0 || raw.slice(0, separator) === this.nodeId || !channel.startsWith(prefix)) return;
      for (const handler of this.handlers.get(channel.slice(prefix.length)) ?? []) handler(raw.slice(separator + 1));
    });
  }

  publish(channel: string, message: string): void {
    this.publisher.publish(this.prefix + channel, `${this.nodeId} ${message}`).catch((error: Error) => {
      this.logger.warn({ channel, err: error.message }, "could not tell the other nodes (Redis unreachable): they catch up within their cache bounds");
    });
  }

  subscribe(channel: string, handler: (message: string) => void): void {
    const list = this.handlers.get(channel);
    if (list) list.push(handler);
    else {
      this.handlers.set(channel, [handler]);
      void this.subscriber.subscribe(this.prefix + channel).catch(() => undefined); // sent again on every reconnect
    }
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}
