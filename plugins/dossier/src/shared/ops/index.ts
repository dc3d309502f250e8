export * from './profile-fields.ts';
export * from './subsidiary-fields.ts';
export * from './google-search.ts';
export type { ProfileWire, SubsidiaryWire } from '../ops.routes.ts';
