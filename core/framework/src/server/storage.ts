// The storage module lives in ./storage/ (ADR 0083); this path stays for existing imports.
export * from './storage/index.ts';
