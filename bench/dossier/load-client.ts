/**
 * The bench's load client, in its own process so that it never shares the server's event loop
 * (a client's callbacks queue behind server work and the other way round). HTTP/1.1 over one
 * keep-alive TCP connection per worker, each request's bytes built before the phase starts, and
 * each answer read to its end (its `content-length` bytes, or chunks to the last one) as the bytes a
 * browser receives (`accept-encoding: br, gzip`, not decoded here). A status >= 400, a malformed
 * answer or a closed connection fails the phase. It takes 0.17 ms of CPU per request where Node's
 * `http` client took 0.42, on the two cores the server and PostgreSQL also run on (ADR 0060).
 * Messages: {base, token, concurrency, requests} -> {times, wallMs, cpuMs}.
 */
import net from 'node:net';

interface Request {
  method: string;
  path: string;
  body?: string;
}
interface Job {
  base: string;
  token: string | null;
  concurrency: number;
  requests: Request[][];
}

function requestBytes(url: URL, token: string | null, r: Request): Buffer {
  const target = new URL(r.path, url);
  const body = r.body !== undefined ? Buffer.from(r.body) : null;
  const head = [
    `${r.method} ${target.pathname}${target.search} HTTP/1.1`,
    `host: ${target.host}`,
    'accept-encoding: br, gzip',
    'connection: keep-alive',
    ...(token ? [`authorization: Bearer ${token}`] : []),
    ...(body ? ['content-type: application/json', `content-length: ${body.length}`] : []),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), ...(body ? [body] : [])]);
}

/** Parses one answer from the front of `buf`: its length in bytes and status, or null while incomplete. */
function answerAt(buf: Buffer): { length: number; status: number } | null {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = buf.toString('latin1', 0, end);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return buf.length >= end + 4 + Number(length[1]) ? { length: end + 4 + Number(length[1]), status } : null;
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error(`answer without length: ${head.slice(0, 120)}`);
  let at = end + 4;
  for (;;) {
    const line = buf.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(buf.toString('latin1', at, line), 16);
    if (Number.isNaN(size)) throw new Error('malformed chunk');
    at = line + 2 + size + 2;
    if (buf.length < at) return null;
    if (size === 0) return { length: at, status };
  }
}

/** One worker: its requests in order on one connection, each timed from its first byte written to its answer's last byte read. */
function worker(url: URL, requests: Buffer[], times: number[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    let i = 0;
    let started = 0;
    let buf = Buffer.alloc(0);
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    const send = () => {
      started = performance.now();
      socket.write(requests[i]!);
    };
    socket.on('connect', send);
    socket.on('error', fail);
    socket.on('close', () => {
      if (i < requests.length) fail(new Error(`connection closed after ${i} answers`));
    });
    socket.on('data', (chunk) => {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      let answer;
      try {
        answer = answerAt(buf);
      } catch (error) {
        return fail(error as Error);
      }
      if (!answer) return;
      times.push(performance.now() - started);
      if (answer.status >= 400) return fail(new Error(`status ${answer.status}`));
      buf = buf.subarray(answer.length);
      if (++i < requests.length) send();
      else {
        socket.end();
        resolve();
      }
    });
  });
}

process.on('message', async (job: Job) => {
  const times: number[] = [];
  const url = new URL(job.base);
  const built = job.requests.map((list) => list.map((r) => requestBytes(url, job.token, r)));
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  try {
    await Promise.all(built.map((list) => worker(url, list, times)));
    const c = process.cpuUsage(cpu0);
    process.send!({ times, wallMs: performance.now() - started, cpuMs: (c.user + c.system) / 1000 });
  } catch (error) {
    process.send!({ error: String(error) });
  }
});
