import { createFileTransport, fetchFileTransport, type FileTransport } from '@app/core/web';
import { fiuRoutes, type FileItem } from '../shared/index.ts';

export interface UploadResult { file: FileItem; headers: string[]; preview: string[][]; mapping: Record<string, string>; saved_mapping: boolean }

/** The multipart upload and the protected download by server file name (core's file transport). */
export type FiuTransport = FileTransport<UploadResult>;

export const fetchTransport: FiuTransport = fetchFileTransport({
  uploadPath: fiuRoutes.UPLOAD_PATH,
  downloadPath: (serverName) => `/api/v1/get-file/?id=${encodeURIComponent(serverName)}`,
  uploaded: (body) => body as UploadResult,
});

const transport = createFileTransport(fetchTransport);
export const FiuTransportProvider = transport.Provider;
/** `upload(file)` and `save(serverName, filename)` with the signed-in user's token. */
export const useFiuTransport = transport.useTransport;
