import type { Config } from "../config.js";
import { RateLimitedError } from "../lib/errors.js";
import { clientKey, inMinutes, type RateLimit, type RateLimitStore } from "./rate-limit.js";

/**
 * Limits on what anonymous callers may ask for often, beside login's and sign-up's (auth.service.ts), on the same
 * rate-limit store. Signed-in callers are not counted here: they are accountable as accounts.
 */
export function createThrottleService({ config, rateLimits }: { config: Pick<Config, "searchRateLimit" | "courierWebhookRateLimit">; rateLimits: RateLimitStore }) {
  const anonymousSearch: RateLimit = { name: "search:ip", max: config.searchRateLimit.maxPerIp, windowSeconds: config.searchRateLimit.windowSeconds };
  const courierWebhook: RateLimit = {
    name: "courier-webhook:ip",
    max: config.courierWebhookRateLimit.maxPerIp,
    windowSeconds: config.courierWebhookRateLimit.windowSeconds,
  };

  return {
    /**
     * Counts `searches` full-text searches an anonymous caller asks for at once (aliases count one each);
     * TOO_MANY_REQUESTS over SEARCH_MAX_PER_IP in SEARCH_WINDOW_SECONDS per client address (0: no limit).
     */
    async anonymousSearches(ip: string, searches: number): Promise<void> {
      if (anonymousSearch.max === 0 || searches <= 0) return;
      const result = await rateLimits.consume(anonymousSearch, clientKey(ip), searches);
      if (!result.allowed) throw new RateLimitedError(`Too many searches. Please try again ${inMinutes(result.retryAfterSeconds)}.`, result.retryAfterSeconds);
    },

    /**
     * Counts one call of the courier's tracking webhook from `ip`, before anything else is looked at (token, body):
     * TOO_MANY_REQUESTS over COURIER_WEBHOOK_MAX_PER_IP in COURIER_WEBHOOK_WINDOW_SECONDS (0: no limit). A refused
     * call changes nothing and answers 429, which the courier delivers again later: no scan is lost.
     */
    async courierWebhook(ip: string): Promise<void> {
      if (courierWebhook.max === 0) return;
      const result = await rateLimits.consume(courierWebhook, clientKey(ip));
      if (!result.allowed) throw new RateLimitedError(`Too many tracking updates from this address. Please send again ${inMinutes(result.retryAfterSeconds)}.`, result.retryAfterSeconds);
    },
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
