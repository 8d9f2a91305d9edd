import type { Config } from "../config.js";
import { RateLimitedError } from "../lib/errors.js";
import { clientKey, inMinutes, type RateLimit, type RateLimitStore } from "./rate-limit.js";

/**
 * Limits on what anonymous callers may ask for often, beside login's and sign-up's (auth.service.ts), on the same
 * rate-limit store. Signed-in callers are not counted here: they are accountable as accounts.
 */
export function createThrottleService({ config, rateLimits }: { config: Pick<Config, "searchRateLimit">; rateLimits: RateLimitStore }) {
  const anonymousSearch: RateLimit = { name: "search:ip", max: config.searchRateLimit.maxPerIp, windowSeconds: config.searchRateLimit.windowSeconds };

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
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;
