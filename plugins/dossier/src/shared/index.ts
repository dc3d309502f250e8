import { bindRoutes, type Http } from '@app/core/client';
import * as baseRoutes from './dossier.routes.ts';
import * as peopleRoutes from './people.routes.ts';
import * as filesRoutes from './files.routes.ts';
import * as rulesRoutes from './rules.routes.ts';
import * as historyRoutes from './history.routes.ts';
import * as opsRoutes from './ops.routes.ts';
import * as importRoutes from './client-import.routes.ts';
import * as portfolioRoutes from './portfolio.routes.ts';

export * from './manifest.ts';
export * from './messages.ts';
export * from './fields.ts';
export * from './options.ts';
export * from './review-dates.ts';
export * from './review-portfolio.ts';
export * from './dashboard-fields.ts';
export * from './dashboard-rules.ts';
export * from './create-company.ts';
export * from './client-import.ts';
export * from './company.schema.ts';
export * from './objects.ts';
export * from './object-fields.ts';
export * from './kyc-documents.ts';
export * from './kyc-files.ts';
export * from './file-review.ts';
export * from './files.paths.ts';
export * from './rich-text.ts';
export * from './ops/index.ts';
export * from './history.schema.ts';
export * from './people-fields.ts';
export * from './people-nodes.ts';
export * from './rules/index.ts';
// Names the rules module defines for itself too: the sections' definitions are the public ones.
export { CORPORATE_DOCUMENTS, ENTITY_DOCUMENTS, PERSON_DOCUMENTS } from './kyc-documents.ts';
export { UBO_THRESHOLD, formatPercent } from './people-fields.ts';
export { sharesHeld } from './people-nodes.ts';
/** Every dossier contract route; each area adds its own module. */
export const dossierRoutes = {
  ...baseRoutes,
  ...peopleRoutes,
  ...filesRoutes,
  ...rulesRoutes,
  ...historyRoutes,
  ...opsRoutes,
  ...importRoutes,
  ...portfolioRoutes,
};

export const dossierApi = dossierRoutes;
export const createDossierClient = (http: Http) => bindRoutes(http, dossierApi);
export type DossierClient = ReturnType<typeof createDossierClient>;
export * from './service.ts';
