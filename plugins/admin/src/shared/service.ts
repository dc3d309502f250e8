import { createServiceRef } from '@app/core/shared';
import type { AdminServices } from './billing.ts';

/** Billing, credits and user-profile sources, for plugins that declare `deps: { admin: adminService }`. */
export const adminService = createServiceRef<AdminServices>('admin');
