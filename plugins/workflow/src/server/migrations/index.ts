import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122225000 as M0 } from './Migration20261122225000_workflow_audit.ts';
import { Migration20261123020800 as M1 } from './Migration20261123020800_workflow_perf.ts';
import { Migration20261127200000_workflow_proposers as M2 } from './Migration20261127200000_workflow_proposers.ts';

/** Migrations of the workflow plugin; names are what databases recorded, never rename one. */
export const workflowMigrations: MigrationObject[] = [
  { name: 'Migration20261122225000_workflow_audit', class: M0 },
  { name: 'Migration20261123020800_workflow_perf', class: M1 },
  { name: 'Migration20261127200000_workflow_proposers', class: M2 },
];
