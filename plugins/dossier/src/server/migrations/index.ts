import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122233000 as M0 } from './Migration20261122233000_dossier.ts';
import { Migration20261123010000 as M1 } from './Migration20261123010000_dossier_objects.ts';
import { Migration20261123020400 as M2 } from './Migration20261123020400_dossier_history.ts';
import { Migration20261123043000 as M3 } from './Migration20261123043000_dossier_list_perf.ts';
import { Migration20261123080000_dossier_answer_version as M4 } from './Migration20261123080000_dossier_answer_version.ts';
import { Migration20261127000000_dossier_name_suffixes as M5 } from './Migration20261127000000_dossier_name_suffixes.ts';
import { Migration20261127120000_dossier_suffix_counts as M6 } from './Migration20261127120000_dossier_suffix_counts.ts';
import { Migration20261127130000_dossier_list_shown_names as M7 } from './Migration20261127130000_dossier_list_shown_names.ts';
import { Migration20261127150000_dossier_list_items as M8 } from './Migration20261127150000_dossier_list_items.ts';
import { Migration20261128090000_dossier_review_portfolio as M9 } from './Migration20261128090000_dossier_review_portfolio.ts';
import { Migration20261128110000_workflow_company_names as M10 } from './Migration20261128110000_workflow_company_names.ts';

/** Migrations of the dossier plugin; names are what databases recorded, never rename one. */
export const dossierMigrations: MigrationObject[] = [
  { name: 'Migration20261122233000_dossier', class: M0 },
  { name: 'Migration20261123010000_dossier_objects', class: M1 },
  { name: 'Migration20261123020400_dossier_history', class: M2 },
  { name: 'Migration20261123043000_dossier_list_perf', class: M3 },
  { name: 'Migration20261123080000_dossier_answer_version', class: M4 },
  { name: 'Migration20261127000000_dossier_name_suffixes', class: M5 },
  { name: 'Migration20261127120000_dossier_suffix_counts', class: M6 },
  { name: 'Migration20261127130000_dossier_list_shown_names', class: M7 },
  { name: 'Migration20261127150000_dossier_list_items', class: M8 },
  { name: 'Migration20261128090000_dossier_review_portfolio', class: M9 },
  { name: 'Migration20261128110000_workflow_company_names', class: M10 },
];
