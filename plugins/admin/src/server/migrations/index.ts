import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122215453 as M0 } from './Migration20261122215453_admin.ts';

/** Migrations of the admin plugin; names are what databases recorded, never rename one. */
export const adminMigrations: MigrationObject[] = [{ name: 'Migration20261122215453_admin', class: M0 }];
