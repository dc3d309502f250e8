import type { TestApp } from '@app/core/testing';
import { authRoutes } from '@app/plugin-auth/shared';
import { dossierRoutes as r } from '@app/plugin-dossier/shared';
import { screeningRoutes as s } from '@app/plugin-screening/shared';
import { workflowRoutes as w } from '@app/plugin-workflow/shared';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './cluster.ts';
import type { Org } from './workload.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));
const SANCTIONS = path.resolve(ROOT, '../shared/data/sanctions');

/** Uploads a list as the super user (multipart as the CLI sends it) and waits for its import to end. */
export async function importList(
  base: string,
  superToken: string,
  source: string,
  files: string[],
  timeoutMs = 60_000,
) {
  const form = new FormData();
  form.append('source', source);
  for (const f of files) form.append('files', new Blob([new Uint8Array(readFileSync(f))]), path.basename(f));
  const res = await fetch(`${base}${s.IMPORT_UPLOAD_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${superToken}` },
    body: form,
  });
  const upstream = res.headers.get('x-upstream') ?? '';
  const body = (await res.json()) as { job?: { _id: string }; message?: string };
  if (!res.ok || !body.job) throw new Error(`list upload: ${res.status} ${JSON.stringify(body)}`);
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(100)) {
    const job = (await (
      await fetch(`${base}/api/bo/v1/screening/jobs?id=${body.job._id}`, {
        headers: { authorization: `Bearer ${superToken}` },
      })
    ).json()) as { job: { status: string; message: string } };
    if (job.job.status === 'failed') throw new Error(`list import failed: ${job.job.message}`);
    if (job.job.status === 'done') return { upstream, doneAt: Date.now(), message: job.job.message };
  }
  throw new Error(`list import of ${source} still running after ${timeoutMs} ms`);
}

export const listFiles = (folder: string) =>
  readdirSync(path.join(SANCTIONS, folder)).map((f) => path.join(SANCTIONS, folder, f));

/**
 * A list imported through one replica changes the answers of every replica within 5 s: each is
 * asked directly (not through nginx) until its answer names the new version of the list.
 */
export async function listImportReachesAll(
  api: TestApp,
  nginx: string,
  replicas: { name: string; url: string; api: TestApp }[],
  superToken: string,
  searcher: string,
): Promise<Check> {
  const ask = (a: TestApp) =>
    a.call(s.searchNames, { firstname: 'Eric', surname: 'Badege' }, searcher) as Promise<{ status: number; body: any }>;
  const before = await ask(api);
  const hadUn = (before.body.list_versions ?? []).some((v: { source: string }) => v.source === 'un');
  const imported = await importList(nginx, superToken, 'un', listFiles('un'));
  const times: string[] = [];
  let ok = !hadUn;
  for (const rep of replicas) {
    let seen = -1;
    for (const end = imported.doneAt + 5_000; Date.now() < end; await sleep(50)) {
      const res = await ask(rep.api);
      const has = (res.body.list_versions ?? []).some((v: { source: string }) => v.source === 'un');
      if (has && res.body.result?.length) {
        seen = Date.now() - imported.doneAt;
        break;
      }
    }
    times.push(`${rep.name} ${seen < 0 ? 'not within 5 s' : `${seen} ms`}`);
    if (seen < 0) ok = false;
  }
  return {
    name: 'a list import on one replica changes screening results on the others within 5 s',
    ok,
    detail: `imported through ${imported.upstream}; new results: ${times.join(', ')}`,
  };
}

/** Wrong passwords spread over the replicas by round-robin still add up to one limit (stored in PostgreSQL). */
export async function rateLimitAcrossReplicas(api: TestApp & { last: { upstream: string } | null }, org: Org) {
  const upstreams = new Set<string>();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await api.call(authRoutes.login, { email: org.admin.email, password: `wrong-${i}` });
    statuses.push(res.status);
    upstreams.add(api.last!.upstream);
  }
  const right = await api.call(authRoutes.login, { email: org.admin.email, password: org.admin.password });
  const ok = statuses.slice(0, 10).every((x) => x === 401 || x === 400) && statuses[10] === 429 && right.status === 429;
  return {
    name: 'a rate limit holds across replicas',
    ok: ok && upstreams.size >= 2,
    detail: `10 wrong passwords over ${upstreams.size} replicas: ${statuses.join(',')}; then the right one: ${right.status}`,
  };
}

/**
 * A live notification reaches a client connected to another replica: the checker's event stream
 * through nginx (as the browser opens it), a proposal sent straight to a replica other than the
 * one serving the stream.
 */
export async function liveNotificationAcross(
  nginx: string,
  replicas: { name: string; port: number; api: TestApp }[],
  org: Org,
): Promise<Check> {
  const name = 'a live notification reaches a client connected to another replica';
  const abort = new AbortController();
  const res = await fetch(`${nginx}/api/v1/notifications/stream`, {
    headers: { authorization: `Bearer ${org.checker.token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const streamOn = res.headers.get('x-upstream') ?? '';
  const other = replicas.find((x) => !streamOn.endsWith(`:${x.port}`));
  if (!res.ok || !res.body || !other) return { name, ok: false, detail: `stream ${res.status} on ${streamOn}` };
  const reader = res.body.getReader();
  let text = '';
  const next = async (what: string, ms: number) => {
    const end = Date.now() + ms;
    while (!text.includes(what) && Date.now() < end) {
      const chunk = await Promise.race([reader.read(), sleep(end - Date.now()).then(() => null)]);
      if (!chunk || chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    return text.includes(what);
  };
  try {
    if (!(await next('event: ready', 5_000))) return { name, ok: false, detail: 'no ready event' };
    const sent = Date.now();
    const made = await other.api.call(
      r.createCompany,
      { company_type: 'corporate', name: `Live ${sent} BV`, location_type: 'abroad' },
      org.maker.token,
    );
    const arrived = await next('event: change', 5_000);
    if (made.status === 200) await other.api.call(w.approveChange, { id: made.body.change_id }, org.checker.token);
    return {
      name,
      ok: arrived,
      detail: `stream on ${streamOn}, proposal on ${other.name}: ${arrived ? `arrived after ${Date.now() - sent} ms` : 'nothing within 5 s'}`,
    };
  } finally {
    abort.abort();
  }
}

/** The same change approved on two replicas at once: one approval wins, the other is refused. */
export async function doubleApproval(replicas: { api: TestApp }[], org: Org): Promise<Check> {
  const [a, b] = replicas;
  const made = await a!.api.call(
    r.createCompany,
    { company_type: 'corporate', name: `Twice ${Date.now()} BV`, location_type: 'abroad' },
    org.maker.token,
  );
  const id = made.body.change_id as string;
  const [x, y] = await Promise.all([
    a!.api.call(w.approveChange, { id }, org.checker.token),
    b!.api.call(w.approveChange, { id }, org.checker.token),
  ]);
  const oks = [x.status, y.status].filter((st) => st === 200).length;
  return {
    name: 'one change approved on two replicas at once is approved once',
    ok: oks === 1 && [x.status, y.status].every((st) => st === 200 || (st >= 400 && st < 500)),
    detail: `answers ${x.status} and ${y.status}`,
  };
}
