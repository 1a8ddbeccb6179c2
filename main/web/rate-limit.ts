/** What a rate limiter says of one message. */
export type RateVerdict = 'accept' | 'refuse' | 'close';

/**
 * A token bucket (`perSecond`, `burst`) plus a debt of refused messages that decays at the same
 * rate: a client slightly over the rate is refused now and then; one that floods runs up the debt
 * past `maxDebt` and is closed.
 */
export function createRateLimiter(opts: { perSecond: number; burst: number; maxDebt: number; now?: () => number }): () => RateVerdict {
  const now = opts.now ?? (() => performance.now());
  let tokens = opts.burst;
  let debt = 0;
  let last = now();
  return () => {
    const t = now();
    const refill = ((t - last) / 1000) * opts.perSecond;
    last = t;
    tokens = Math.min(opts.burst, tokens + refill);
    debt = Math.max(0, debt - refill);
    if (tokens >= 1) {
      tokens -= 1;
      return 'accept';
    }
    debt += 1;
    return debt > opts.maxDebt ? 'close' : 'refuse';
  };
}
