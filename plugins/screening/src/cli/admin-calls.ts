import { CliError } from '@app/core/cli';
import { ApiError } from '@app/core/client';
import type { ListSource, SourceFile } from '../engine/model.ts';
import { screeningRoutes, type ImportJob, type ScreeningClient } from '../shared/index.ts';

/**
 * The super-user side of `app screening import | lists | rescreen`, over the API: the list upload
 * (multipart, so plain `fetch` with the session's token) and the wait for its import job (typed
 * client). Nothing here touches the database.
 */

/** `asSuperUser`'s wording for the screening commands: where such an account comes from. */
export const SUPER_USER_HINT = { accountHint: '(created with `app admin create-superuser`)' };

export interface UploadSession {
  baseUrl: string;
  token?: string;
}

/**
 * Uploads `files` as a new version of `source` (`POST /api/bo/v1/screening/import`, multipart:
 * `source`, `force` when asked, then one `files` part per file) and returns the import job the
 * server started. A refused upload (bad file, not a super user, ...) throws an `ApiError`.
 */
export async function uploadList(
  session: UploadSession,
  source: ListSource,
  files: SourceFile[],
  opts: { force?: boolean; fetch?: typeof fetch } = {},
): Promise<ImportJob> {
  const form = new FormData();
  form.append('source', source);
  if (opts.force) form.append('force', 'true');
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.content)]), file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  const res = await doFetch(`${session.baseUrl.replace(/\/+$/, '')}${screeningRoutes.IMPORT_UPLOAD_PATH}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  const data = parseJson(text);
  if (!res.ok) {
    const body =
      data && typeof data.message === 'string' && data.message
        ? data
        : { message: text.trim() || res.statusText || `Upload failed with status ${res.status}` };
    throw new ApiError(res.status, body as ConstructorParameters<typeof ApiError>[1]);
  }
  const job = data?.job as ImportJob | undefined;
  if (!job || typeof job._id !== 'string')
    throw new Error(`Unexpected answer to the upload (no import job): ${text.slice(0, 200)}`);
  return job;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An import job that ended as failed: exit code 1, its message on stderr. */
export class ImportFailedError extends CliError {
  constructor(readonly job: ImportJob) {
    super(job.message || 'Import failed');
    this.name = 'ImportFailedError';
  }
}

/**
 * Polls the job (`getImportJob`, every `intervalMs`) until it is done or failed, reporting each
 * state seen (the first one included) to `onJob`. Returns the final job, failed or not.
 */
export async function waitForJob(
  client: Pick<ScreeningClient, 'getImportJob'>,
  job: ImportJob,
  onJob: (job: ImportJob) => void,
  intervalMs = 500,
): Promise<ImportJob> {
  let current = job;
  onJob(current);
  while (current.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    current = (await client.getImportJob({ id: current._id })).job;
    onJob(current);
  }
  return current;
}
