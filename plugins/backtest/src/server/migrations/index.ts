import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122215807 as M0 } from './Migration20261122215807_market_data.ts';

/** Migrations of the backtest plugin; names are what databases recorded, never rename one. */
export const backtestMigrations: MigrationObject[] = [{ name: 'Migration20261122215807_market_data', class: M0 }];
