import type { AnyRoute } from '@app/core/shared';
import { fillPath, queryString } from '@app/core/shared';
import type { TestApp } from '@app/core/testing';

/** The ORM of the test's own connection to the shared database. */
export type MikroORM = TestApp['orm'];

export interface Answer {
  status: number;
  body: any;
  /** The replica that served it (nginx's x-upstream), or '' when nginx answered itself. */
  upstream: string;
}

interface InjectOptions {
  method: string;
  url: string;
  payload?: Buffer | string | object;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** A request that got no HTTP answer (connection reset by a killed replica): not acknowledged. */
export class NoAnswer extends Error {}

async function send(base: string, o: InjectOptions): Promise<Answer & { raw: Buffer }> {
  const qs = o.query ? queryString(o.query) : '';
  const headers: Record<string, string> = { ...o.headers };
  let body: Buffer | string | undefined;
  if (o.payload !== undefined) {
    if (Buffer.isBuffer(o.payload) || typeof o.payload === 'string') body = o.payload;
    else {
      body = JSON.stringify(o.payload);
      headers['content-type'] ??= 'application/json';
    }
  }
  let res: Response;
  try {
    res = await fetch(`${base}${o.url}${qs ? `?${qs}` : ''}`, {
      method: o.method,
      headers,
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    throw new NoAnswer(String(error));
  }
  const raw = Buffer.from(await res.arrayBuffer());
  let parsed: unknown = raw.toString('utf8');
  try {
    parsed = JSON.parse(parsed as string);
  } catch {
    /* non-JSON body stays text */
  }
  return { status: res.status, body: parsed, raw, upstream: res.headers.get('x-upstream') ?? '' };
}

/**
 * The tests' `TestApp` over real HTTP (through nginx): `call` and `app.inject` send the same
 * requests the in-process helpers build (contract routes, multipart bodies), so the plugins' test
 * helpers (team, approve, uploads) drive the replicas unchanged. `orm` is the test's own connection
 * to the shared database, for the few helpers that seed directly (a super user).
 */
export function remoteApi(
  base: string,
  orm: MikroORM,
  opts: { forwardedFor?: string } = {},
): TestApp & { last: Answer | null; requests: number } {
  // A client's own address as a proxy in front of nginx would pass it (the replicas trust the proxy).
  const own: Record<string, string> = opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {};
  const api = {
    last: null as Answer | null,
    /** Requests sent (the benchmark's count). */
    requests: 0,
    orm,
    app: {
      async inject(o: InjectOptions) {
        api.requests++;
        const a = await send(base, { ...o, headers: { ...own, ...o.headers } });
        api.last = a;
        return {
          statusCode: a.status,
          body: a.raw.toString('utf8'),
          rawPayload: a.raw,
          headers: { 'x-upstream': a.upstream },
          json: () => JSON.parse(a.raw.toString('utf8')),
        };
      },
    },
    async call(route: AnyRoute, input?: Record<string, unknown>, token?: string | null, headers = {}) {
      const isRead = route.method === 'GET' || route.method === 'DELETE';
      const filled = fillPath(route, input);
      api.requests++;
      const a = await send(base, {
        method: route.method,
        url: filled.path,
        headers: { ...own, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(isRead
          ? { query: (filled.rest ?? {}) as Record<string, string> }
          : { payload: (filled.rest ?? {}) as object }),
      });
      api.last = a;
      return { status: a.status, body: a.body, upstream: a.upstream };
    },
  };
  return api as unknown as TestApp & { last: Answer | null; requests: number };
}
