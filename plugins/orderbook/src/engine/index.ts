export * from './decimal.ts';
export * from './model.ts';
export * from './metrics.ts';
