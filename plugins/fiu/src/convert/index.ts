export * from './pipeline.ts';
export * from './row-validate.ts';
export * from './schemas.ts';
export * from './sources.ts';
export * from './xml.ts';
export * from './xsd.ts';
export * from './zip.ts';
