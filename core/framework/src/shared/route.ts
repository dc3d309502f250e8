import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Surface = 'v1' | 'bo';

/** One HTTP call: the single definition used by server validation, OpenAPI and the typed client. */
export interface RouteContract<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  R extends TSchema = TSchema,
> {
  operationId: string;
  method: HttpMethod;
  /** The seed path without prefix, e.g. 'user/account/create'. */
  url: string;
  surface?: Surface;
  summary?: string;
  tags?: string[];
  querystring?: Q;
  body?: B;
  response: R;
  /** Seed permission name checked by core; absent = any signed-in user. */
  permission?: string;
  public?: true;
  superUser?: true;
  /** Callers may also authenticate with a limited external token. */
  externalToken?: true;
  /**
   * The route proposes changes through the workflow engine (maker-checker): 'change' for values,
   * 'removal' for a delete request. Tests walk every route marked so (the four-eyes class test).
   */
  proposes?: 'change' | 'removal';
  /** Largest accepted body in bytes; absent = derived from the body schema (ADR 0010). */
  bodyLimit?: number;
  /**
   * The text fields of a multipart/form-data body (an object schema; files are read by the handler).
   * Core checks each field as it is read: JSON's text rules, the property's maxLength, unknown names
   * refused when `additionalProperties: false` (ADR 0064).
   */
  multipart?: TSchema;
}

export type AnyRoute = RouteContract<TSchema | undefined, TSchema | undefined, TSchema>;

type StaticOr<S, D> = S extends TSchema ? Static<S> : D;

export type RouteQuery<C> = C extends RouteContract<infer Q, TSchema | undefined, TSchema> ? StaticOr<Q, undefined> : never;
export type RouteBody<C> = C extends RouteContract<TSchema | undefined, infer B, TSchema> ? StaticOr<B, undefined> : never;
export type RouteResponse<C> = C extends RouteContract<TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;

/**
 * The client input: the body for writes, the query string for reads. Decided by which schema the
 * contract has, because `method` is widened to HttpMethod and cannot be matched as a literal.
 */
export type RouteInput<C> = [RouteBody<C>] extends [undefined]
  ? [RouteQuery<C>] extends [undefined]
    ? undefined | Record<string, never>
    : RouteQuery<C>
  : RouteBody<C>;

export function defineRoute<
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  R extends TSchema = TSchema,
>(contract: RouteContract<Q, B, R>): RouteContract<Q, B, R> {
  return contract;
}

export function routePath(route: Pick<AnyRoute, 'surface' | 'url'>): string {
  const prefix = route.surface === 'bo' ? '/api/bo/v1/' : '/api/v1/';
  return prefix + route.url;
}

/**
 * Path parameters (`:name` segments, e.g. 'task/:id') are declared in the contract's querystring or
 * body schema: the server merges them in before validation, the client fills them from the input.
 * Returns the concrete path and the input without the consumed keys.
 */
export function fillPath(route: Pick<AnyRoute, 'surface' | 'url'>, input: Record<string, unknown> | undefined): { path: string; rest: Record<string, unknown> | undefined } {
  if (!route.url.includes(':') || !input) return { path: routePath(route), rest: input };
  const rest = { ...input };
  const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: routePath({ ...route, url }), rest };
}
