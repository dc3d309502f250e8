import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { responseError, upload, type MultipartRoute } from '../../client/index.ts';
import type { RouteResponse } from '../../shared/index.ts';
import { useApiRuntime } from './ApiProvider.tsx';

/**
 * The two calls of a plugin that are not JSON: a multipart upload (one file per call) and a
 * protected download (bearer token). Stories swap in a fake through the plugin's provider.
 */
export interface FileTransport<Uploaded> {
  upload(file: File, token: string | null): Promise<Uploaded>;
  download(id: string, token: string | null): Promise<Blob>;
}

export interface FetchFileTransportOptions<Uploaded, C extends MultipartRoute = MultipartRoute> {
  /** The multipart upload contract; the file goes in the form field `file`. */
  upload: C;
  /** The download URL of a stored file. */
  downloadPath(id: string): string;
  /** The upload result from the contract's response. */
  uploaded(body: RouteResponse<C>): Uploaded;
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The browser's fetch behind a FileTransport. */
export function fetchFileTransport<Uploaded, C extends MultipartRoute>(
  opts: FetchFileTransportOptions<Uploaded, C>,
): FileTransport<Uploaded> {
  return {
    upload: async (file, token) => opts.uploaded(await upload(opts.upload, { files: { file } }, { token })),
    download: (id, token) => fetchBlob(opts.downloadPath(id), token),
  };
}

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The `filename="…"` of a response's content-disposition, else `fallback`. */
function attachmentName(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** GETs `url` with the bearer token; the body as a blob, or the API's `{ message }` as an ApiError. */
export async function fetchBlob(url: string, token: string | null): Promise<Blob> {
  const res = await fetch(url, { headers: auth(token) });
  if (!res.ok) throw await responseError(res);
  return res.blob();
}

/**
 * Downloads a protected export (`url` with the bearer token) and hands it to the browser under
 * the server's file name (`fallback` when it sends none); the name saved.
 */
export async function downloadAttachment(url: string, token: string | null, fallback: string): Promise<string> {
  const res = await fetch(url, { headers: auth(token) });
  if (!res.ok) throw await responseError(res);
  const name = attachmentName(res, fallback);
  saveBlob(await res.blob(), name);
  return name;
}

export interface FileTransportApi<Uploaded> {
  upload(file: File): Promise<Uploaded>;
  /** One call per file, in order. */
  uploadAll(files: File[]): Promise<Uploaded[]>;
  /** Downloads a stored file and hands it to the browser under its name. */
  save(id: string, filename: string): Promise<void>;
}

/**
 * A plugin's transport context: its Provider (stories pass a fake) and a hook that binds the
 * signed-in user's token. `fallback` is the real fetch transport used when no Provider is set.
 */
export function createFileTransport<Uploaded>(fallback: FileTransport<Uploaded>) {
  const Context = createContext<FileTransport<Uploaded>>(fallback);
  function Provider({ transport, children }: { transport: FileTransport<Uploaded>; children: ReactNode }) {
    return <Context.Provider value={transport}>{children}</Context.Provider>;
  }
  function useTransport(): FileTransportApi<Uploaded> {
    const transport = useContext(Context);
    const { tokens } = useApiRuntime();
    return useMemo(
      () => ({
        upload: (file: File) => transport.upload(file, tokens.get()),
        async uploadAll(files: File[]) {
          const out: Uploaded[] = [];
          for (const f of files) out.push(await transport.upload(f, tokens.get()));
          return out;
        },
        async save(id: string, filename: string) {
          saveBlob(await transport.download(id, tokens.get()), filename);
        },
      }),
      [transport, tokens],
    );
  }
  return { Provider, useTransport };
}

/**
 * A plugin's attachments transport in one call: the real fetch transport over its upload and
 * download paths, its Provider (stories pass a fake) and the token-bound hook.
 */
export function pluginFileTransport<Uploaded, C extends MultipartRoute>(opts: FetchFileTransportOptions<Uploaded, C>) {
  const fetchTransport = fetchFileTransport(opts);
  return { fetchTransport, ...createFileTransport(fetchTransport) };
}
