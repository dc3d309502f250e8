export * from './moving-averages.ts';
export * from './crossover.ts';
export * from './backtest.ts';
export * from './intervals.ts';
