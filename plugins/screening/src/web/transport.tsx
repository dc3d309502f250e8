import { useApiRuntime } from '@app/core/web';
import { responseError, upload } from '@app/core/client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { screeningRoutes, type ImportJob } from '../shared/index.ts';

/**
 * The two calls that are not JSON contracts: the multipart list upload and fetching a
 * protected file (the saved PDF). Both need the bearer token from the shell's token store.
 * Stories and tests swap them through <ScreeningTransportProvider>.
 */
export interface ScreeningTransport {
  uploadImport(source: string, files: File[], token: string | null): Promise<{ job: ImportJob }>;
  fetchFile(url: string, token: string | null): Promise<Blob>;
}

const authHeaders = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export const fetchTransport: ScreeningTransport = {
  uploadImport: (source, files, token) =>
    upload(screeningRoutes.importList, { fields: { source }, files: { files } }, { token }),
  async fetchFile(url, token) {
    const res = await fetch(url, { headers: authHeaders(token) });
    if (!res.ok) throw await responseError(res);
    return res.blob();
  },
};

const TransportContext = createContext<ScreeningTransport>(fetchTransport);

export function ScreeningTransportProvider({
  transport,
  children,
}: {
  transport: ScreeningTransport;
  children: ReactNode;
}) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** Upload and file fetch, bound to the current token. */
export function useScreeningTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      uploadImport: (source: string, files: File[]) => transport.uploadImport(source, files, tokens.get()),
      fetchFile: (url: string) => transport.fetchFile(url, tokens.get()),
    }),
    [transport, tokens],
  );
}
