export * from './entities.ts';
export * from './thread.ts';
