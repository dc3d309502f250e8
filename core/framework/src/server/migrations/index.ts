import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121235400_core_outbox as M0 } from './Migration20261121235400_core_outbox.ts';
import { Migration20261122220000 as M1 } from './Migration20261122220000_core_jobs.ts';
import { Migration20261122224900_core_audit as M2 } from './Migration20261122224900_core_audit.ts';
import { Migration20261128230000_core_rate_window as M3 } from './Migration20261128230000_core_rate_window.ts';

/** Migrations of core; names are what databases recorded, never rename one. */
export const coreMigrations: MigrationObject[] = [
  { name: 'Migration20261121235400_core_outbox', class: M0 },
  { name: 'Migration20261122220000_core_jobs', class: M1 },
  { name: 'Migration20261122224900_core_audit', class: M2 },
  { name: 'Migration20261128230000_core_rate_window', class: M3 },
];
