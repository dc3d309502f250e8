import { upload } from '@app/core/client';
import { routePath } from '@app/core/shared';
import { fetchBlob, saveBlob, useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PDF_FILE_NAME, ddRoutes, type DdFile } from '../shared/index.ts';

export interface UploadInput {
  token: string;
  dueDiligenceId: string;
  docType: string;
  comment: string;
  elementId: string | null;
  file: File;
  /** A staff session in this browser goes along, so the server records the use of the link (ADR 0063). */
  session?: string | null;
}

/** The calls that are not JSON: the multipart upload and the two downloads. */
export interface DdTransport {
  upload(input: UploadInput): Promise<{ message: string; file: DdFile }>;
  download(query: Record<string, string>, bearer: string | null): Promise<Blob>;
  pdf(query: { id?: string; token?: string }, bearer: string | null): Promise<Blob>;
}

const get = (path: string, query: Record<string, string>, bearer: string | null) =>
  fetchBlob(`${path}?${new URLSearchParams(query)}`, bearer);

export const fetchDdTransport = (baseUrl = ''): DdTransport => ({
  upload: (input) =>
    upload(
      ddRoutes.uploadFile,
      {
        fields: {
          token: input.token,
          doc_type: input.docType,
          content: input.comment,
          due_diligence_id: input.dueDiligenceId,
          dueDiligenceElement: input.elementId,
        },
        files: { file: input.file },
      },
      { baseUrl, token: input.session },
    ),
  download: (query, bearer) => get(baseUrl + routePath(ddRoutes.downloadFile), query, bearer),
  pdf: (query, bearer) =>
    get(
      baseUrl + routePath(ddRoutes.downloadPdf),
      Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>,
      bearer,
    ),
});

const TransportContext = createContext<DdTransport>(fetchDdTransport());

export function DdTransportProvider({ transport, children }: { transport: DdTransport; children: ReactNode }) {
  return <TransportContext.Provider value={transport}>{children}</TransportContext.Provider>;
}

/** Staff calls carry the session; link holders carry the link token instead. */
export function useDdTransport(linkToken: string | null) {
  const transport = useContext(TransportContext);
  const { tokens } = useApiRuntime();
  return useMemo(() => {
    const bearer = () => (linkToken ? null : tokens.get());
    return {
      upload: (input: UploadInput) => transport.upload({ ...input, session: tokens.get() }),
      async downloadFile(file: DdFile) {
        saveBlob(
          await transport.download(
            {
              serverName: file.file.serverName,
              filename: file.file.filename,
              ...(linkToken ? { token: linkToken } : {}),
            },
            bearer(),
          ),
          file.file.filename,
        );
      },
      async downloadPdf(id: string) {
        saveBlob(await transport.pdf(linkToken ? { token: linkToken } : { id }, bearer()), `${PDF_FILE_NAME}.pdf`);
      },
    };
  }, [transport, tokens, linkToken]);
}
