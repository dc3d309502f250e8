import { bindRoutes, type Http } from '@app/core/client';
import * as fiuRoutes from './fiu.routes.ts';
import * as institutionRoutes from './institution.ts';
import * as reportRoutes from './report.routes.ts';

export * from './countries.ts';
export * from './error-kinds.ts';
export * from './fields.ts';
export * from './institution.ts';
export * from './fiu.schema.ts';
export * from './manifest.ts';
export * from './messages.ts';
export * from './user-info.ts';
export * from './validation-helpers.ts';
export { fiuRoutes };
export { REPORT_MESSAGES, ReportRequestSchema, type ReportRequest } from './report.routes.ts';
export { reportRoutes };

const {
  UPLOAD_PATH: _path,
  uploadExport: _upload,
  getFile: _file,
  downloadSavedErrors: _errors,
  downloadConversionErrors: _conversionErrors,
  ...calls
} = fiuRoutes;
export const fiuApi = {
  ...calls,
  createReport: reportRoutes.createReport,
  getInstitution: institutionRoutes.getInstitution,
  saveInstitution: institutionRoutes.saveInstitution,
};
export const createFiuClient = (http: Http) => bindRoutes(http, fiuApi);
export type FiuClient = ReturnType<typeof createFiuClient>;
