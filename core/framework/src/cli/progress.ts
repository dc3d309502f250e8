/** A text progress bar such as `[#########...........]  45% Stored 7000 of 14965 entries`. */
export function renderProgress(fraction: number, message: string, width = 20): string {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const filled = Math.floor(f * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(f * 100)).padStart(3)}% ${message}`;
}

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressReporter {
  update(fraction: number, message: string): void;
  /** Ends the bar's line (a TTY bar is redrawn in place and has no newline yet); the next update starts a new bar. */
  end(): void;
}

/**
 * Progress on a stream (stderr): on a terminal the bar is redrawn in place with `\r`; otherwise
 * (logs, pipes, CI) one line is written for each 10% step reached, so the output stays short.
 * Server jobs followed by id use `followJob` from `@app/core/client` instead.
 */
export function progressReporter(stream: ProgressStream): ProgressReporter {
  let drawn = 0; // length of the bar last drawn on the TTY
  let lastStep = -1;
  let open = false;
  return {
    update(fraction, message) {
      const line = renderProgress(fraction, message);
      if (stream.isTTY) {
        const fitted = stream.columns && line.length >= stream.columns ? `${line.slice(0, stream.columns - 2)}…` : line;
        stream.write(`\r${fitted.padEnd(drawn)}`);
        drawn = fitted.length;
        open = true;
        return;
      }
      const step = Math.floor(Math.min(1, Math.max(0, fraction)) * 10);
      if (step <= lastStep) return;
      lastStep = step;
      stream.write(`${line}\n`);
    },
    end() {
      if (open) stream.write('\n');
      open = false;
      drawn = 0;
      lastStep = -1;
    },
  };
}
