import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121235542 as M0 } from './Migration20261121235542.ts';
import { Migration20261121235900 as M1 } from './Migration20261121235900_auth_constraints.ts';
import { Migration20261122220000 as M2 } from './Migration20261122220000_auth_hardening.ts';
import { Migration20261128000000_auth_view_token_scope as M3 } from './Migration20261128000000_auth_view_token_scope.ts';

/** Migrations of the auth plugin; names are what databases recorded, never rename one. */
export const authMigrations: MigrationObject[] = [
  { name: 'Migration20261121235542_init', class: M0 },
  { name: 'Migration20261121235900_auth_constraints', class: M1 },
  { name: 'Migration20261122220000_auth_hardening', class: M2 },
  { name: 'Migration20261128000000_auth_view_token_scope', class: M3 },
];
