export * from './config.ts';
export * from './build-app.ts';
export * from './database.ts';
export * from './embedded-postgres.ts';
export * from './entities.ts';
export * from './http-error.ts';
export * from './mail.ts';
export * from './storage.ts';
export * from './file-type.ts';
export { bearerToken } from './auth-context.ts';
export * from './audit-trail.ts';
export * from './audit-read.ts';
export * from './jobs.ts';
export { CSP_DIRECTIVES, installSecurityHeaders } from './security-headers.ts';
export * from './embedded-port.ts';
export {
  CHROMIUM_FIX,
  closePdfRenderer,
  escapeHtml,
  findChromium,
  PDF_UNAVAILABLE_MESSAGE,
  PdfUnavailableError,
  renderPdf,
  type PdfOptions,
} from './pdf.ts';
export { AnswerCache } from './answer-cache.ts';
export { preparedRows } from './prepared.ts';
export { createValidatorCompiler } from './validation.ts';
export { fieldErrors } from './errors.ts';
export { createSerializerCompiler } from './serialization.ts';
export { collectMigrations } from './plugin-migrations.ts';
export { listenChannel, type ChannelListener } from './pg-listen.ts';
export { countHit, type WindowCount } from './rate-window.ts';
