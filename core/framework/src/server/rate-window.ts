import type { MikroORM } from '@mikro-orm/postgresql';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** Rows of windows this old are removed now and then by the hits themselves (no timer). */
const PURGE_AFTER_SECONDS = 86_400;
const PURGE_EVERY = 1_000;
let sincePurge = 0;

/**
 * Counts one hit on `key` in a fixed window of `windowSeconds`, shared by every replica (ADR 0084):
 * one atomic upsert on `core_rate_window` (the row lock orders concurrent hits, so none is lost and
 * none is counted twice), outside any request transaction so a refused request still counts.
 */
export async function countHit(orm: Pick<MikroORM, 'em'>, key: string, windowSeconds: number): Promise<WindowCount> {
  const connection = orm.em.getConnection();
  const [row] = await connection.execute<{ hits: number; retry_after: number }[]>(
    `insert into core_rate_window as w (key, window_start, hits) values (?, now(), 1)
     on conflict (key) do update set
       window_start = case when w.window_start <= now() - make_interval(secs => ?) then now() else w.window_start end,
       hits = case when w.window_start <= now() - make_interval(secs => ?) then 1 else w.hits + 1 end
     returning hits, ceil(extract(epoch from (window_start + make_interval(secs => ?) - now())))::int as retry_after`,
    [key.slice(0, 300), windowSeconds, windowSeconds, windowSeconds],
  );
  if (++sincePurge >= PURGE_EVERY) {
    sincePurge = 0;
    await connection.execute(`delete from core_rate_window where window_start < now() - make_interval(secs => ?)`, [
      Math.max(PURGE_AFTER_SECONDS, windowSeconds),
    ]);
  }
  return { hits: Number(row!.hits), retryAfter: Math.max(1, Number(row!.retry_after)) };
}
