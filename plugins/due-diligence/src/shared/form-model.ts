/**
 * The form model without wire schemas (constants, messages, completion rules, value checks): what
 * the embeddable widget needs, importable without TypeBox so the widget stays small.
 */
export * from './constants.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './values.ts';
export type { DdInfo, DdElement, DdFile, DdRecord } from './dd.schema.ts';
