import type { Http } from '../../client/index.ts';
import type { SessionSource } from '../../plugin-api/web.ts';

/** Sends every unhandled window failure to the server once (POST error). */
export function installErrorReporter(http: Http, source: SessionSource | undefined): () => void {
  const report = source?.reportError;
  if (!report) return () => {};
  let sending = false;
  const send = (error: unknown, origin: string) => {
    if (sending) return;
    sending = true;
    const detail =
      error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);
    report(http, { error_cought: detail, source: origin, url: window.location.href })
      .catch(() => {})
      .finally(() => {
        sending = false;
      });
  };
  const onError = (event: ErrorEvent) => send(event.error ?? event.message, event.filename || 'window.onerror');
  const onRejection = (event: PromiseRejectionEvent) => send(event.reason, 'unhandledrejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
