export * from './csv.ts';
export * from './mapping.ts';
export * from './mapping-preview.ts';
export * from './mapping-records.ts';
export * from './mapping-values.ts';
export * from './xlsx.ts';
export * from './mt940.ts';
export * from './camt.ts';
