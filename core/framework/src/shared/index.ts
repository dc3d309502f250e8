export { Type } from 'typebox';
export type { Static, TSchema } from 'typebox';
export * from './route.ts';
export * from './schemas.ts';
export * from './permissions.ts';
export * from './id.ts';
export * from './jobs.routes.ts';
export * from './file-signature.ts';
export * from '../plugin-api/service-ref.ts';
