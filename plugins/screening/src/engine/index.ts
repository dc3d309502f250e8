/** Screening name-matching engine: normalisation, similarity, in-memory index, fingerprints. */
export * from './model.ts';
export * from './text.ts';
export * from './similarity.ts';
export * from './dob.ts';
export * from './country.ts';
export * from './screening-index.ts';
export * from './fingerprint.ts';
export * from './grouping.ts';
