import type { AnyRoute, ErrorBody, RouteInput, RouteResponse } from '../shared/index.ts';
import { fillPath, queryString, type RouteAddress } from '../shared/route.ts';

/** A failed call: HTTP status plus the uniform error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody & Record<string, unknown>;
  constructor(status: number, body: ErrorBody & Record<string, unknown>) {
    super(body.message || `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
  /** Message of a given field, if the server reported one. */
  fieldMessage(field: string): string | undefined {
    return this.body.errors?.find((e) => e.field === field)?.message;
  }
}

export interface HttpOptions {
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  onUnauthorized?: (status: number, route: AnyRoute) => void;
}

export type Http = <C extends AnyRoute>(route: C, input?: RouteInput<C>) => Promise<RouteResponse<C>>;

type Callable = Pick<AnyRoute, 'method' | 'url' | 'surface'>;

/** One JSON call: path parameters filled, the input as query (GET, DELETE) or JSON body. */
async function send(
  options: Omit<HttpOptions, 'onUnauthorized'>,
  route: Callable,
  input: unknown,
  refused?: (status: number) => void,
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const filled = fillPath(route, input as Record<string, unknown> | undefined);
  let url = options.baseUrl.replace(/\/$/, '') + filled.path;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.getToken?.();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (route.method === 'GET' || route.method === 'DELETE') {
    const qs = queryString(filled.rest);
    if (qs) url += `?${qs}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(filled.rest ?? {});
  }
  const res = await doFetch(url, { method: route.method, headers, body });
  const text = await res.text();
  if (!res.ok) {
    if (res.status === 401 || res.status === 403 || res.status === 404) refused?.(res.status);
    throw apiError(res.status, res.statusText, text);
  }
  return text ? safeJson(text) : {};
}

/** A failed call's ApiError from its response text: the uniform `{ message }` body, else the text itself. */
export function apiError(status: number, statusText: string, text: string): ApiError {
  const data = text ? safeJson(text) : undefined;
  const body =
    typeof data === 'object' && data && typeof (data as { message?: unknown }).message === 'string'
      ? data
      : { message: text || statusText };
  return new ApiError(status, body as ErrorBody & Record<string, unknown>);
}

/** The ApiError of a failed response that was not read yet (downloads, uploads). */
export async function responseError(res: Response): Promise<ApiError> {
  return apiError(res.status, res.statusText, await res.text().catch(() => ''));
}

export function createHttp(options: HttpOptions): Http {
  return async (route, input) =>
    (await send(options, route, input, (status) => options.onUnauthorized?.(status, route))) as RouteResponse<
      typeof route
    >;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export type BoundClient<T extends Record<string, AnyRoute>> = {
  [K in keyof T]: (input: RouteInput<T[K]>) => Promise<RouteResponse<T[K]>>;
};

/** Binds a map of route contracts to callable functions: `client.login({email, password})`. */
export function bindRoutes<T extends Record<string, AnyRoute>>(http: Http, routes: T): BoundClient<T> {
  const out = {} as Record<string, unknown>;
  for (const [name, route] of Object.entries(routes)) out[name] = (input: unknown) => http(route, input as never);
  return out as BoundClient<T>;
}

/** Binds typed addresses (`routeAddresses`) like bindRoutes binds contracts: a typed client without the schemas. */
export function bindAddresses<T extends Record<string, AnyRoute>>(
  options: Omit<HttpOptions, 'onUnauthorized'>,
  addresses: { [K in keyof T]: RouteAddress<T[K]> },
): BoundClient<T> {
  const out = {} as Record<string, unknown>;
  for (const [name, address] of Object.entries(addresses))
    out[name] = (input: unknown) => send(options, address, input);
  return out as BoundClient<T>;
}
