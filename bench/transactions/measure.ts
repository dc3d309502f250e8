import os from 'node:os';

/** Process-wide figures the benches print: CPU seconds, resident memory sampled every 50 ms, load. */
export const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
export function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  return {
    reset: () => (peak = process.memoryUsage().rss),
    peakMb: () => Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024),
    stop: () => clearInterval(timer),
  };
}
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
