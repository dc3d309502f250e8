import { createServiceRef } from '@app/core/shared';
import type { DossierServices } from './objects.ts';

/** Tenant-scoped reads of the KYC dossier, for plugins that declare `deps: { dossier: dossierService }`. */
export const dossierService = createServiceRef<DossierServices>('dossier');
