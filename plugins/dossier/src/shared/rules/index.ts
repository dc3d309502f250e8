/** The dossier's rules (issue 9 §3): one set of pure functions for the server and the web app. */
export * from './dossier-tree.ts';
export * from './documents.ts';
export * from './people-completeness.ts';
export * from './structure.ts';
export * from './completeness.ts';
export * from './ownership-graph.ts';
export * from './ownership.ts';
export * from './chart.ts';
export * from './validators.ts';
export * from './rules.schema.ts';
export * from './bundle-objects.ts';
