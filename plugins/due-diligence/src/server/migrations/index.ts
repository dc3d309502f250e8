import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123020700 as M0 } from './Migration20261123020700_due_diligence.ts';
import { Migration20261127230000_due_diligence_link_custody as M1 } from './Migration20261127230000_due_diligence_link_custody.ts';

/** Migrations of the due-diligence plugin; names are what databases recorded, never rename one. */
export const dueDiligenceMigrations: MigrationObject[] = [
  { name: 'Migration20261123020700_due_diligence', class: M0 },
  { name: 'Migration20261127230000_due_diligence_link_custody', class: M1 },
];
