export * from './service-ref.ts';
export * from './server.ts';
export * from './web.ts';
export * from './cli.ts';
