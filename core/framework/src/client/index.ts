export * from './http.ts';
export * from './fake-http.ts';
export { followJob, progressLine } from './follow-job.ts';
