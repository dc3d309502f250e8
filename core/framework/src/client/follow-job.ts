import { getJobRoute, type JobStatus } from '../shared/index.ts';
import type { Http } from './http.ts';

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/**
 * Follows a background job until it ends, drawing a text progress bar on `out` (a TTY redraws one
 * line; pipes get a line per change). Used by CLI commands that start imports or conversions.
 */
export async function followJob(
  http: Http,
  id: string,
  opts: { label: string; out?: NodeJS.WritableStream & { isTTY?: boolean }; intervalMs?: number; timeoutMs?: number },
): Promise<JobStatus> {
  const out = opts.out ?? process.stderr;
  const until = Date.now() + (opts.timeoutMs ?? 6 * 3600_000);
  let last = '';
  for (;;) {
    const job = await http(getJobRoute, { id });
    const line = progressLine(opts.label, job);
    if (line !== last) {
      out.write(out.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
      last = line;
    }
    if (FINISHED.has(job.state)) {
      if (out.isTTY) out.write('\n');
      return job;
    }
    if (Date.now() > until) throw new Error(`${opts.label}: still ${job.state} after the wait limit`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 500));
  }
}

/** `label [#######.............]  35%  700/2000  message` */
export function progressLine(label: string, job: Pick<JobStatus, 'state' | 'progress' | 'error'>): string {
  const { done, total, message } = job.progress;
  const pct = job.state === 'completed' ? 100 : total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  const width = 24;
  const filled = Math.round((pct / 100) * width);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
  const counts = total > 0 ? `  ${done}/${total}` : '';
  const tail =
    job.state === 'failed'
      ? `  failed: ${job.error ?? ''}`
      : job.state === 'created'
        ? '  queued'
        : job.state === 'retry'
          ? '  retrying'
          : message
            ? `  ${message}`
            : '';
  return `${label} ${bar} ${String(pct).padStart(3)}%${counts}${tail}`;
}
