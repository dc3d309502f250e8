import { pluginFileTransport, type FileTransport } from '@app/core/web';
import { tasksRoutes, type Attachment } from '../shared/index.ts';

/** Task attachments: the multipart upload (one file per call) and the protected download (core's file transport). */
export type TasksTransport = FileTransport<Attachment>;

const transport = pluginFileTransport({
  upload: tasksRoutes.uploadTaskFile,
  downloadPath: tasksRoutes.taskFilePath,
  uploaded: (body): Attachment => body.file,
});
export const TasksTransportProvider = transport.Provider;
/** Uploads (one call per file) and downloads handed to the browser under the file's name. */
export const useTasksTransport = transport.useTransport;
