export * from './http.ts';
export * from './fake-http.ts';
export { followJob, progressLine } from './follow-job.ts';
export { upload, type MultipartRoute, type UploadFields, type UploadInput, type UploadOptions } from './upload.ts';
