import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122221039 as M0 } from './Migration20261122221039_fiu.ts';
import { Migration20261128100000_fiu_error_kinds as M1 } from './Migration20261128100000_fiu_error_kinds.ts';
import { Migration20261128210000_fiu_conversion_errors as M2 } from './Migration20261128210000_fiu_conversion_errors.ts';
import { Migration20261128220000_fiu_institution as M3 } from './Migration20261128220000_fiu_institution.ts';

/** Migrations of the fiu plugin; names are what databases recorded, never rename one. */
export const fiuMigrations: MigrationObject[] = [
  { name: 'Migration20261122221039_fiu', class: M0 },
  { name: 'Migration20261128100000_fiu_error_kinds', class: M1 },
  { name: 'Migration20261128210000_fiu_conversion_errors', class: M2 },
  { name: 'Migration20261128220000_fiu_institution', class: M3 },
];
