import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261128120000 as M0 } from './Migration20261128120000_transactions.ts';
import { Migration20261128140000 as M1 } from './Migration20261128140000_imports.ts';
import { Migration20261128160000 as M2 } from './Migration20261128160000_client_list_covering.ts';
import { Migration20261128180000 as M3 } from './Migration20261128180000_customer_kyc.ts';
import { Migration20261128200000 as M4 } from './Migration20261128200000_client_list_counterparty.ts';
import { Migration20261128230000 as M5 } from './Migration20261128230000_client_list_linked.ts';

/** Migrations of the transactions plugin; names are what databases recorded, never rename one. */
export const transactionsMigrations: MigrationObject[] = [
  { name: 'Migration20261128120000_transactions', class: M0 },
  { name: 'Migration20261128140000_imports', class: M1 },
  { name: 'Migration20261128160000_client_list_covering', class: M2 },
  { name: 'Migration20261128180000_customer_kyc', class: M3 },
  { name: 'Migration20261128200000_client_list_counterparty', class: M4 },
  { name: 'Migration20261128230000_client_list_linked', class: M5 },
];
