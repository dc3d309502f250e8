export * from './due-diligence/index.ts';
