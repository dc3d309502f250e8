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

export type RouteQuery<C> =
  C extends RouteContract<infer Q, TSchema | undefined, TSchema> ? StaticOr<Q, undefined> : never;
export type RouteBody<C> =
  C extends RouteContract<TSchema | undefined, infer B, TSchema> ? StaticOr<B, undefined> : never;
export type RouteResponse<C> =
  C extends RouteContract<TSchema | undefined, TSchema | undefined, infer R> ? Static<R> : never;

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

/** A multipart/form-data upload: its text fields' schema in `multipart` (the handler reads the files), no JSON body. */
export type MultipartContract<M extends TSchema = TSchema, R extends TSchema = TSchema> = RouteContract<
  undefined,
  undefined,
  R
> & { multipart: M };

/** Defines an upload contract: path and response as any route, the text fields typed for the client's upload helper. */
export function defineMultipartRoute<M extends TSchema, R extends TSchema>(
  contract: Omit<RouteContract<undefined, undefined, R>, 'body' | 'querystring' | 'multipart'> & { multipart: M },
): MultipartContract<M, R> {
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
export function fillPath(
  route: Pick<AnyRoute, 'surface' | 'url'>,
  input: Record<string, unknown> | undefined,
): { path: string; rest: Record<string, unknown> | undefined } {
  if (!route.url.includes(':') || !input) return { path: routePath(route), rest: input };
  const rest = { ...input };
  const url = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: routePath({ ...route, url }), rest };
}

/** Where a contract is called: its method and path, without the schemas. */
export type RouteAddress<C extends AnyRoute = AnyRoute> = Pick<AnyRoute, 'method' | 'url' | 'surface'> & {
  /** Type only (never set): the contract the address stands for, so calls through it are typed by that contract. */
  readonly contract?: C;
};

/**
 * Types plain addresses by their contracts (`T`: the contracts' map type, imported as a type only), for a client
 * that must not carry TypeBox (the embeddable widget). The contract module builds its routes on the same addresses.
 */
export function routeAddresses<T extends Record<string, AnyRoute>>(addresses: {
  [K in keyof T]: Pick<AnyRoute, 'method' | 'url' | 'surface'>;
}): { [K in keyof T]: RouteAddress<T[K]> } {
  return addresses;
}

/** The query string of a call's input (null and undefined left out). */
export function queryString(input: Record<string, unknown> | undefined): string {
  if (!input) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v));
  return params.toString();
}

/** The browser URL of a GET call (a download, a link): path parameters filled in, the rest as the query string. */
export function routeUrl<C extends AnyRoute>(route: C | RouteAddress<C>, input?: RouteInput<C>): string {
  const { path, rest } = fillPath(route, input as Record<string, unknown> | undefined);
  const qs = queryString(rest);
  return qs ? `${path}?${qs}` : path;
}
