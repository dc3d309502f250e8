import { bindRoutes, type Http } from '@app/core/client';
import * as screeningRoutes from './screening.routes.ts';

export * from './messages.ts';
export * from './screening.schema.ts';
export * from './manifest.ts';
export * from './validation.ts';
export { screeningRoutes };

const { IMPORT_UPLOAD_PATH: _path, importList: _import, downloadPdf: _pdf, ...calls } = screeningRoutes;
export const screeningApi = calls;
export const createScreeningClient = (http: Http) => bindRoutes(http, screeningApi);
export type ScreeningClient = ReturnType<typeof createScreeningClient>;
export * from './wording.ts';
export * from './services.ts';
/** Countries a nationality is picked from (ISO alpha-2 and name), e.g. when a person's record lacks one. */
export { COUNTRIES as SCREENING_COUNTRIES, countryCode as screeningCountryCode } from '../readers/countries.ts';
export * from './service.ts';
