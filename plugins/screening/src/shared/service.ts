import { createServiceRef } from '@app/core/shared';
import type { ScreeningServices } from './services.ts';

/** Sanction screening, for plugins that declare `deps: { screening: screeningService }`. */
export const screeningService = createServiceRef<ScreeningServices>('screening');
