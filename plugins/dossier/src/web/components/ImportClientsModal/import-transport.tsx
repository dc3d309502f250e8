import { upload } from '@app/core/client';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dossierRoutes, type ImportPreview } from '../../../shared/index.ts';

export interface ImportStarted {
  job_id: string;
  rows: number;
  skipped: number;
  message: string;
}

/** The two multipart calls of the client import; stories pass a fake. */
export interface ImportTransport {
  preview(file: File, token: string | null): Promise<ImportPreview>;
  start(file: File, onlyValid: boolean, token: string | null): Promise<ImportStarted>;
}

export const fetchImportTransport: ImportTransport = {
  preview: (file, token) => upload(dossierRoutes.previewClientImport, { files: { file } }, { token }),
  start: (file, onlyValid, token) =>
    upload(dossierRoutes.startClientImport, { fields: { only_valid: String(onlyValid) }, files: { file } }, { token }),
};

const Context = createContext<ImportTransport>(fetchImportTransport);

export function ImportTransportProvider({ transport, children }: { transport: ImportTransport; children: ReactNode }) {
  return <Context.Provider value={transport}>{children}</Context.Provider>;
}

/** The import calls bound to the signed-in user's token. */
export function useImportTransport() {
  const transport = useContext(Context);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      preview: (file: File) => transport.preview(file, tokens.get()),
      start: (file: File, onlyValid: boolean) => transport.start(file, onlyValid, tokens.get()),
    }),
    [transport, tokens],
  );
}
