import type { Static, TSchema } from 'typebox';
import type { MultipartContract, RouteResponse } from '../shared/index.ts';
import { fillPath, type RouteAddress } from '../shared/route.ts';
import { apiError } from './http.ts';

/** A route whose body is multipart/form-data (`defineMultipartRoute`): `multipart` holds its text fields' schema. */
export type MultipartRoute = MultipartContract<TSchema, TSchema>;

/** The text fields a multipart contract declares (each optional; null and undefined are not sent). */
export type UploadFields<C> = C extends { multipart: infer M extends TSchema }
  ? { [K in keyof Static<M>]?: string | null }
  : never;

export interface UploadInput<C> {
  /** Path parameters (`file/update/:id`). */
  params?: Record<string, string>;
  fields?: UploadFields<C>;
  /** Form field name -> file(s), sent after the text fields (handlers read fields first). */
  files?: Record<string, Blob | readonly Blob[] | null | undefined>;
}

export interface UploadOptions {
  /** The API origin; '' (default) is the page's own. */
  baseUrl?: string;
  /** Bearer token of the caller (absent: none sent). */
  token?: string | null;
  /** 'omit' for a widget on another origin. */
  credentials?: RequestCredentials;
  /** Bytes sent so far; uses XMLHttpRequest where there is one (fetch reports no upload progress). */
  onProgress?: (sent: number, total: number) => void;
  fetch?: typeof fetch;
}

/**
 * The one multipart upload: path from the route contract, text fields typed by its `multipart` schema,
 * the answer typed by its response; a failure is an ApiError with the server's `{ message }`.
 */
export async function upload<C extends MultipartRoute>(
  route: C | RouteAddress<C>,
  input: UploadInput<C>,
  options: UploadOptions = {},
): Promise<RouteResponse<C>> {
  const url = (options.baseUrl ?? '').replace(/\/$/, '') + fillPath(route, input.params).path;
  const form = new FormData();
  for (const [name, value] of Object.entries((input.fields ?? {}) as Record<string, string | null | undefined>))
    if (value !== undefined && value !== null) form.append(name, value);
  for (const [name, value] of Object.entries(input.files ?? {})) {
    for (const file of value instanceof Blob ? [value] : (value ?? []))
      form.append(name, file, file instanceof File ? file.name : undefined);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const { status, statusText, text } =
    options.onProgress && typeof XMLHttpRequest !== 'undefined'
      ? await sendWithProgress(route.method, url, headers, form, options)
      : await sendWithFetch(route.method, url, headers, form, options);
  if (status < 200 || status >= 300) throw apiError(status, statusText, text);
  return (text ? JSON.parse(text) : {}) as RouteResponse<C>;
}

interface Answer {
  status: number;
  statusText: string;
  text: string;
}

async function sendWithFetch(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  options: UploadOptions,
): Promise<Answer> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const res = await doFetch(url, {
    method,
    headers,
    body,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  return { status: res.status, statusText: res.statusText, text: await res.text() };
}

function sendWithProgress(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  options: UploadOptions,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.withCredentials = options.credentials === 'include';
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    // As fetch does: a network failure is a TypeError, not an ApiError.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(body);
  });
}
