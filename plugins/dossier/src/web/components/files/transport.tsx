import { ApiError } from '@app/core/client';
import { fetchBlob, saveBlob, useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { FILE_PATHS, type KycFileWire } from '../../../shared/index.ts';

export interface FileWriteResult { status: string; message: string; change_id: string | null; file: KycFileWire; notices?: string[] }

/** The files calls that are not JSON contracts: multipart uploads, view links, downloads, removal requests. */
export interface FilesTransport {
  upload(url: string, fields: Record<string, string>, file: File | null, token: string | null): Promise<FileWriteResult>;
  /** A URL that shows the file in a new tab (60-second view token). */
  viewUrl(id: string, token: string | null): Promise<string>;
  download(id: string, token: string | null): Promise<Blob>;
  /** `delete-object {id, type: kyc_file}`: a removal request. */
  remove(id: string, token: string | null): Promise<{ message: string }>;
}

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: { message?: string; errors?: { field: string; message: string }[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { message: text || res.statusText };
  }
  if (!res.ok) throw new ApiError(res.status, { ...body, message: body.message || res.statusText } as never);
  return body as T;
}

export const fetchFilesTransport: FilesTransport = {
  async upload(url, fields, file, token) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', file, file.name);
    return json<FileWriteResult>(await fetch(url, { method: 'POST', headers: { accept: 'application/json', ...auth(token) }, body: form }));
  },
  async viewUrl(id, token) {
    const res = await fetch('/api/v1/generate-view/token', { method: 'POST', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify({ token: token ?? undefined, id }) });
    const { token: viewingToken } = await json<{ token: string }>(res);
    return FILE_PATHS.view(id, viewingToken);
  },
  download: (id, token) => fetchBlob(FILE_PATHS.download(id), token),
  async remove(id, token) {
    const res = await fetch('/api/v1/delete-object', { method: 'POST', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify({ id, type: 'kyc_file' }) });
    return json<{ message: string }>(res);
  },
};

const TransportContext = createContext<FilesTransport>(fetchFilesTransport);

export function FilesTransportProvider({ transport, children }: { transport: FilesTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** The files transport bound to the session token. */
export function useFilesTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(() => ({
    upload: (url: string, fields: Record<string, string>, file: File | null) => transport.upload(url, fields, file, tokens.get()),
    /** Opens the file in a new tab; the tab is opened first so pop-up blockers let it through. */
    async view(id: string) {
      const tab = window.open('about:blank', '_blank');
      try {
        const url = await transport.viewUrl(id, tokens.get());
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    async save(id: string, filename: string) {
      saveBlob(await transport.download(id, tokens.get()), filename);
    },
    remove: (id: string) => transport.remove(id, tokens.get()),
  }), [transport, tokens]);
}
