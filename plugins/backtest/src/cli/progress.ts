/** `[#######.............]  35% BTCUSDT-15m.csv 12.0 of 34.5 MB` on stderr; redrawn in place on a TTY. */
export function renderBar(fraction: number, message: string, width = 20): string {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const filled = Math.floor(f * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(f * 100)).padStart(3)}% ${message}`;
}

export interface BarStream { write(text: string): unknown; isTTY?: boolean }

/** On a terminal the bar is redrawn with `\r`; in logs and pipes one line per 10 % step. */
export function progressBar(stream: BarStream) {
  let lastStep = -1;
  let open = false;
  return {
    update(fraction: number, message: string) {
      const line = renderBar(fraction, message);
      if (stream.isTTY) {
        stream.write(`\r${line}`);
        open = true;
        return;
      }
      const step = Math.floor(Math.min(1, Math.max(0, fraction)) * 10);
      if (step > lastStep) {
        lastStep = step;
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (open) stream.write('\n');
      open = false;
      lastStep = -1;
    },
  };
}
