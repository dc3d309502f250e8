import { pluginFileTransport, type FileTransport } from '@app/core/web';
import { supportRoutes, type TicketFile } from '../shared/index.ts';

/** Ticket attachments: the multipart upload (one file per call) and the protected download (core's file transport). */
export type SupportTransport = FileTransport<TicketFile>;

const transport = pluginFileTransport({
  upload: supportRoutes.uploadSupportFile,
  downloadPath: supportRoutes.supportFilePath,
  uploaded: (body): TicketFile => body.file,
});
export const SupportTransportProvider = transport.Provider;
/** Uploads (one call per file) and downloads handed to the browser under the file's name. */
export const useSupportTransport = transport.useTransport;
