export * from './fiu.builders.ts';
