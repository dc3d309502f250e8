import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121235542 } from './Migration20261121235542.ts';
import { Migration20261121235900 } from './Migration20261121235900_auth_constraints.ts';
import { Migration20261122002729 } from './Migration20261122002729_screening.ts';
import { Migration20261122215807 } from './Migration20261122215807_market_data.ts';

/** Committed migrations, in order (generate with `pnpm --filter @app/server migration:create`). */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121235542_init', class: Migration20261121235542 },
  { name: 'Migration20261121235900_auth_constraints', class: Migration20261121235900 },
  { name: 'Migration20261122002729_screening', class: Migration20261122002729 },
  { name: 'Migration20261122215807_market_data', class: Migration20261122215807 },
];
