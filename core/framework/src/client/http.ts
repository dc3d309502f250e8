import type { AnyRoute, ErrorBody, RouteInput, RouteResponse } from '../shared/index.ts';
import { fillPath } from '../shared/index.ts';

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

export function createHttp(options: HttpOptions): Http {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async (route, input) => {
    const filled = fillPath(route, input as Record<string, unknown> | undefined);
    let url = options.baseUrl.replace(/\/$/, '') + filled.path;
    input = filled.rest as typeof input;
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (route.method === 'GET' || route.method === 'DELETE') {
      const qs = toQuery(input as Record<string, unknown> | undefined);
      if (qs) url += `?${qs}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }
    const res = await doFetch(url, { method: route.method, headers, body });
    const text = await res.text();
    const data = text ? safeJson(text) : {};
    if (!res.ok) {
      if (res.status === 401 || res.status === 403 || res.status === 404) options.onUnauthorized?.(res.status, route);
      const errorBody = typeof data === 'object' && data && 'message' in data ? data : { message: String(text || res.statusText) };
      throw new ApiError(res.status, errorBody as ErrorBody & Record<string, unknown>);
    }
    return data as RouteResponse<typeof route>;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function toQuery(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v));
  return params.toString();
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
