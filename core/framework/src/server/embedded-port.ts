import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A start-up problem the operator fixes by configuration: printed as one line, no stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** File under the data dir holding the port the embedded PostgreSQL of this checkout uses. */
export const PORT_FILE = 'pg-port';

/** True when nothing listens on 127.0.0.1:port (and no PostgreSQL holds its socket lock file). */
export function portIsFree(port: number): Promise<boolean> {
  if (existsSync(`/tmp/.s.PGSQL.${port}.lock`) && lockIsLive(`/tmp/.s.PGSQL.${port}.lock`))
    return Promise.resolve(false);
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function lockIsLive(file: string): boolean {
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: '127.0.0.1' }, () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (await portIsFree(port)) return port;
  }
  throw new StartupError('Embedded PostgreSQL: no free port found; set EMBEDDED_PG_PORT to a free port');
}

/**
 * The port for this checkout's embedded PostgreSQL (ADR 0011, issue 6 finding 10). A port set in
 * EMBEDDED_PG_PORT is used as given, and if another program holds it start-up stops with one line
 * naming the variable. Otherwise the port recorded under the data dir (or the default) is used
 * when free, else a free one is picked and recorded in `<dataDir>/pg-port`, where the next start
 * and the CLI find it.
 */
export async function resolveEmbeddedPort(opts: {
  dataDir: string;
  port: number;
  explicit: boolean;
  log?: (line: string) => void;
}): Promise<number> {
  const file = path.join(opts.dataDir, PORT_FILE);
  if (opts.explicit) {
    if (await portIsFree(opts.port)) return opts.port;
    throw new StartupError(
      `Embedded PostgreSQL: port ${opts.port} (EMBEDDED_PG_PORT) is already in use by another program; set EMBEDDED_PG_PORT to a free port or DATABASE_URL to an external PostgreSQL`,
    );
  }
  const recorded = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN;
  const preferred = Number.isInteger(recorded) && recorded > 0 && recorded < 65536 ? recorded : opts.port;
  if (await portIsFree(preferred)) return preferred;
  const port = await freePort();
  mkdirSync(opts.dataDir, { recursive: true });
  writeFileSync(file, `${port}\n`);
  opts.log?.(
    `Embedded PostgreSQL: port ${preferred} is in use by another program, using ${port} (recorded in ${file}; set EMBEDDED_PG_PORT to choose one)`,
  );
  return port;
}
