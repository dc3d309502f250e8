import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's nginx (package nginx-light); NGINX_BIN overrides. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/**
 * The load balancer's configuration: plain round-robin over the replicas (no ip_hash, no sticky
 * cookie), so consecutive requests of one client land on different processes. Live updates are
 * server-sent events (workflow's notifications/stream): no buffering, long read timeout. Each answer
 * names the replica that served it (`x-upstream`) so the test can tell where a request went.
 */
export function nginxConfig(opts: { dir: string; port: number; upstreams: number[] }): string {
  const servers = opts.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${path.join(opts.dir, 'nginx.pid')};
error_log ${path.join(opts.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(opts.dir, 'client_body')};
  proxy_temp_path ${path.join(opts.dir, 'proxy')};
  fastcgi_temp_path ${path.join(opts.dir, 'fastcgi')};
  uwsgi_temp_path ${path.join(opts.dir, 'uwsgi')};
  scgi_temp_path ${path.join(opts.dir, 'scgi')};
  upstream app {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${opts.port};
    # Transaction imports take files up to 1 GiB.
    client_max_body_size 1100m;
    add_header x-upstream $upstream_addr always;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A replica killed mid-request: idempotent requests go to the next one, others fail to the client.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 300s;
      proxy_request_buffering off;
    }
    location /api/v1/notifications/stream {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Server-sent events: each event at once.
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts nginx as the current user with everything (config, pid, logs, temp files) in `dir`. */
export async function startNginx(opts: { dir: string; port: number; upstreams: number[] }): Promise<Nginx> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx not found at ${NGINX_BIN} (Debian package nginx-light)`);
  mkdirSync(opts.dir, { recursive: true });
  const conf = path.join(opts.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(opts));
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', opts.dir, '-c', conf, '-e', path.join(opts.dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
