import { bindRoutes, type Http } from '@app/core/client';
import * as ddRoutes from './dd.routes.ts';

export * from './manifest.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './dd.schema.ts';
export * from './rules.ts';
export * from './values.ts';
export * from './origins.ts';
export { ddRoutes };

const {
  downloadFile: _file,
  downloadPdf: _pdf,
  uploadFile: _upload,
  UPLOAD_PATH: _path,
  DoneSchema: _done,
  ...calls
} = ddRoutes;
export const ddApi = calls;
export const createDdClient = (http: Http) => bindRoutes(http, ddApi);
export type DdClient = ReturnType<typeof createDdClient>;
