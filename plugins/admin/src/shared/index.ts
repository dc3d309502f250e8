export * from './messages.ts';
export * from './admin.schema.ts';
export * from './billing.ts';
export * from './manifest.ts';
