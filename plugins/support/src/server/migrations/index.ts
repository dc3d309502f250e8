import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123020601_support_tickets as M0 } from './Migration20261123020601_support_tickets.ts';

/** Migrations of the support plugin; names are what databases recorded, never rename one. */
export const supportMigrations: MigrationObject[] = [{ name: 'Migration20261123020601_support_tickets', class: M0 }];
