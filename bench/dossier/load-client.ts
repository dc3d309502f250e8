/**
 * The bench's load client, in its own process so that it never shares the server's event loop
 * (a client's callbacks queue behind server work and the other way round). It reads each answer
 * to its end as bytes, as a browser receives them (`accept-encoding: br, gzip`, not decoded here),
 * and checks the status. Messages: {base, token, concurrency, perWorker, requests} -> {times, cpuMs}.
 */
import http from 'node:http';

interface Job { base: string; token: string | null; concurrency: number; requests: { method: string; path: string; body?: string }[][] }

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function once(base: string, token: string | null, r: { method: string; path: string; body?: string }): Promise<number> {
  const url = new URL(r.path, base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: r.method, agent,
      headers: { 'accept-encoding': 'br, gzip', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(r.body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) } : {}) },
    }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${r.method} ${r.path} ${res.statusCode}`));
        else resolve(performance.now() - started);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

process.on('message', async (job: Job) => {
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  try {
    await Promise.all(job.requests.map(async (list) => {
      for (const r of list) times.push(await once(job.base, job.token, r));
    }));
    const c = process.cpuUsage(cpu0);
    process.send!({ times, wallMs: performance.now() - started, cpuMs: (c.user + c.system) / 1000 });
  } catch (error) {
    process.send!({ error: String(error) });
  }
});
