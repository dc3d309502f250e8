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

/** One per app (built in the plugin's setup): a process may run several apps on different databases. */
export class SeriesCache {
  readonly #windows = new Map<string, CachedWindow>();

  get(key: string, version: string): CachedWindow | null {
    const hit = this.#windows.get(key);
    if (!hit || hit.version !== version) return null;
    this.#windows.delete(key);
    this.#windows.set(key, hit); // most recently used last
    return hit;
  }

  keep(key: string, window: CachedWindow): void {
    this.#windows.delete(key);
    this.#windows.set(key, window);
    while (this.#windows.size > MAX_ENTRIES) this.#windows.delete(this.#windows.keys().next().value!);
  }

  /** Drops every kept window (the bench measures cold reads with it). */
  clear(): void {
    this.#windows.clear();
  }
}
