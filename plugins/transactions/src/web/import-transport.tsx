import { upload } from '@app/core/client';
import type { RouteResponse } from '@app/core/shared';
import { useApiRuntime } from '@app/core/web';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { importsRoutes, mappingsRoutes, type MappingPreview } from '../shared/index.ts';

export type StartedImport = RouteResponse<typeof importsRoutes.startImport>;
/** The text fields both uploads take: the format, and the mapping as JSON or a saved mapping's id. */
export interface ImportFields {
  format?: string;
  mapping?: string;
  mapping_id?: string;
}

/** The two multipart calls of the import screen (stories pass a fake; the app sends the file with the user's token). */
export interface ImportTransport {
  preview(file: File, fields: ImportFields, token: string | null): Promise<MappingPreview>;
  start(
    file: File,
    fields: ImportFields,
    token: string | null,
    onProgress?: (sent: number, total: number) => void,
  ): Promise<StartedImport>;
}

export const fetchImportTransport: ImportTransport = {
  preview: (file, fields, token) => upload(mappingsRoutes.previewMapping, { fields, files: { file } }, { token }),
  start: (file, fields, token, onProgress) =>
    upload(importsRoutes.startImport, { fields, files: { file } }, { token, ...(onProgress ? { onProgress } : {}) }),
};

const Context = createContext<ImportTransport>(fetchImportTransport);
export const ImportTransportProvider = ({
  transport,
  children,
}: {
  transport: ImportTransport;
  children: ReactNode;
}) => <Context.Provider value={transport}>{children}</Context.Provider>;

/** The import transport bound to the signed-in user's token. */
export function useImportTransport() {
  const transport = useContext(Context);
  const { tokens } = useApiRuntime();
  return useMemo(
    () => ({
      preview: (file: File, fields: ImportFields) => transport.preview(file, fields, tokens.get()),
      start: (file: File, fields: ImportFields, onProgress?: (sent: number, total: number) => void) =>
        transport.start(file, fields, tokens.get(), onProgress),
    }),
    [transport, tokens],
  );
}
