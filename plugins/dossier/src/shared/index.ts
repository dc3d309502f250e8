import { bindRoutes, type Http } from '@app/core/client';
import * as dossierRoutes from './dossier.routes.ts';

export * from './manifest.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './options.ts';
export * from './review-dates.ts';
export * from './dashboard-fields.ts';
export * from './dashboard-rules.ts';
export * from './create-company.ts';
export * from './company.schema.ts';
export * from './objects.ts';
export * from './object-fields.ts';
export { dossierRoutes };

export const dossierApi = dossierRoutes;
export const createDossierClient = (http: Http) => bindRoutes(http, dossierApi);
export type DossierClient = ReturnType<typeof createDossierClient>;
