export * from './config.ts';
export * from './build-app.ts';
export * from './database.ts';
export * from './embedded-postgres.ts';
export * from './entities.ts';
export * from './http-error.ts';
export * from './mail.ts';
export * from './storage.ts';
export { bearerToken } from './auth-context.ts';
