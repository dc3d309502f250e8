import type { AnyRoute, RouteInput, RouteResponse } from '../shared/index.ts';
import { ApiError, type Http } from './http.ts';

/** One handler per route of a route map; throw `new ApiError(status, body)` to fail. */
export type FakeHandlers<T extends Record<string, AnyRoute>> = {
  [K in keyof T]?: (input: RouteInput<T[K]>) => RouteResponse<T[K]> | Promise<RouteResponse<T[K]>>;
};

export interface FakeHttpOptions {
  /** Artificial latency in ms (stories use it to show loading states). */
  delay?: number;
  /** Called for every call, e.g. to log in a story. */
  onCall?: (operationId: string, input: unknown) => void;
}

/**
 * In-memory `Http`: answers calls from handlers keyed like the route map, so
 * screens run unchanged in Storybook and tests. Unhandled calls fail with 404.
 */
export function createFakeHttp<T extends Record<string, AnyRoute>>(
  routes: T,
  handlers: FakeHandlers<T>,
  options: FakeHttpOptions = {},
): Http {
  const byOperation = new Map<string, (input: unknown) => unknown>();
  for (const [key, route] of Object.entries(routes)) {
    const handler = handlers[key as keyof T];
    if (handler) byOperation.set(route.operationId, handler as (input: unknown) => unknown);
  }
  return (async (route: AnyRoute, input?: unknown) => {
    options.onCall?.(route.operationId, input);
    if (options.delay) await new Promise((r) => setTimeout(r, options.delay));
    const handler = byOperation.get(route.operationId);
    if (!handler) throw new ApiError(404, { message: `No fake for ${route.operationId}` });
    // Round-trip through JSON so screens never share mutable state with the fake.
    const result = await handler(input === undefined ? undefined : JSON.parse(JSON.stringify(input)));
    return result === undefined ? {} : JSON.parse(JSON.stringify(result));
  }) as Http;
}
