import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122002729 as M0 } from './Migration20261122002729_screening.ts';
import { Migration20261122221500 as M1 } from './Migration20261122221500_screening_cases.ts';

/** Migrations of the screening plugin; names are what databases recorded, never rename one. */
export const screeningMigrations: MigrationObject[] = [
  { name: 'Migration20261122002729_screening', class: M0 },
  { name: 'Migration20261122221500_screening_cases', class: M1 },
];
