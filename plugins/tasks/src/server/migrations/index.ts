import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261123020600 as M0 } from './Migration20261123020600_tasks_support.ts';

/** Migrations of the tasks plugin; names are what databases recorded, never rename one. */
export const tasksMigrations: MigrationObject[] = [{ name: 'Migration20261123020600_tasks_support', class: M0 }];
