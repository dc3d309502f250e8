export * from './model.ts';
export * from './mapping.ts';
