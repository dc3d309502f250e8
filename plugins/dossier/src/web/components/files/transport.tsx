import { createHttp, upload } from '@app/core/client';
import { fetchBlob, saveBlob, useApiRuntime } from '@app/core/web';
import { siteRoutes } from '@app/plugin-auth/shared';
import { workflowRoutes } from '@app/plugin-workflow/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dossierRoutes, FILE_PATHS, type KycFileWire } from '../../../shared/index.ts';

export interface FileWriteResult {
  status: string;
  message: string;
  change_id: string | null;
  file: KycFileWire;
  notices?: string[];
}

/** Where an upload goes: a company document, a person's or legal entity's slot, or an existing KYC file (new version, extra fields). */
export type FileTarget = { route: 'uploadKycFile' | 'uploadFile' } | { route: 'updateFile'; id: string };

/** The files calls that are not JSON contracts: multipart uploads, view links, downloads, removal requests. */
export interface FilesTransport {
  upload(
    target: FileTarget,
    fields: Record<string, string>,
    file: File | null,
    token: string | null,
  ): Promise<FileWriteResult>;
  /** A URL that shows the file in a new tab (60-second view token). */
  viewUrl(id: string, token: string | null): Promise<string>;
  download(id: string, token: string | null): Promise<Blob>;
  /** `delete-object {id, type: kyc_file}`: a removal request. */
  remove(id: string, token: string | null): Promise<{ message: string }>;
}

const http = (token: string | null) => createHttp({ baseUrl: '', getToken: () => token });

export const fetchFilesTransport: FilesTransport = {
  async upload(target, fields, file, token) {
    const params = target.route === 'updateFile' ? { id: target.id } : undefined;
    const res = await upload(dossierRoutes[target.route], { params, fields, files: { file } }, { token });
    // The contract leaves the slot's shape open (`Slot`: the seed's KycFileWire).
    return { ...res, file: res.file as KycFileWire };
  },
  async viewUrl(id, token) {
    const { token: viewingToken } = await http(token)(siteRoutes.generateViewToken, { token: token ?? undefined, id });
    return FILE_PATHS.view(id, viewingToken);
  },
  download: (id, token) => fetchBlob(FILE_PATHS.download(id), token),
  remove: (id, token) => http(token)(workflowRoutes.deleteObject, { id, type: 'kyc_file' }),
};

const TransportContext = createContext<FilesTransport>(fetchFilesTransport);

export function FilesTransportProvider({ transport, children }: { transport: FilesTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** The files transport bound to the session token. */
export function useFilesTransport() {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      upload: (target: FileTarget, fields: Record<string, string>, file: File | null) =>
        transport.upload(target, fields, file, tokens.get()),
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
    }),
    [transport, tokens],
  );
}
