import os from 'node:os';

/** Process-wide figures the benches print: CPU seconds, resident memory sampled every 50 ms, load. */
export const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
export function rssSampler() {
  let at = process.memoryUsage();
  const sample = () => {
    const now = process.memoryUsage();
    if (now.rss > at.rss) at = now;
  };
  const timer = setInterval(sample, 50);
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  return {
    reset: () => (at = process.memoryUsage()),
    peakMb: () => (sample(), mb(at.rss)),
    /** What the resident memory was made of at its peak: V8's heap (reserved, live) and memory outside it. */
    peakParts: () => ({ heapTotal: mb(at.heapTotal), heapUsed: mb(at.heapUsed), external: mb(at.external) }),
    stop: () => clearInterval(timer),
  };
}
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
