import { routeUrl, type RouteResponse } from '@app/core/shared';
import { createFileTransport, fetchFileTransport, type FileTransport } from '@app/core/web';
import { fiuRoutes } from '../shared/index.ts';

export type UploadResult = RouteResponse<typeof fiuRoutes.uploadExport>;

/** The multipart upload and the protected download by server file name (core's file transport). */
export type FiuTransport = FileTransport<UploadResult>;

export const fetchTransport: FiuTransport = fetchFileTransport({
  upload: fiuRoutes.uploadExport,
  downloadPath: (serverName) => routeUrl(fiuRoutes.getFile, { id: serverName }),
  uploaded: (body) => body,
});

const transport = createFileTransport(fetchTransport);
export const FiuTransportProvider = transport.Provider;
/** `upload(file)` and `save(serverName, filename)` with the signed-in user's token. */
export const useFiuTransport = transport.useTransport;
