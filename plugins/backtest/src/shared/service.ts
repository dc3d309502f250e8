import { createServiceRef } from '@app/core/shared';
import type { BacktestServices } from './market-data.contract.ts';

/** Stored market data, for plugins that declare `deps: { backtest: backtestService }`. */
export const backtestService = createServiceRef<BacktestServices>('backtest');
