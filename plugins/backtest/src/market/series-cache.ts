/**
 * Recently read candle windows, kept while no import touched their market (imports are the only
 * writer of `market_kline`). Only windows that end in the past are kept: a closed candle never
 * changes, so the same request gives the same answer until the next import of that market.
 * Bounded: at most MAX_ENTRIES windows (a 5-year 15m window is ~2.8 MB).
 */
export interface CachedWindow {
  version: string;
  times: Float64Array;
  closes: Float64Array;
  firstTradable: number;
}

const MAX_ENTRIES = 8;
const cache = new Map<string, CachedWindow>();

export function cachedWindow(key: string, version: string): CachedWindow | null {
  const hit = cache.get(key);
  if (!hit || hit.version !== version) return null;
  cache.delete(key);
  cache.set(key, hit); // most recently used last
  return hit;
}

export function keepWindow(key: string, window: CachedWindow): void {
  cache.delete(key);
  cache.set(key, window);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** Drops every kept window (the bench measures cold reads with it). */
export function forgetWindows(): void {
  cache.clear();
}
