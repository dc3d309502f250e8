import type { DdFile, DdInfo } from '@app/plugin-due-diligence/form-model';

/** A failed call: the server's message (seed text where it has one), status and reason (expired, revoked…). */
export class DdApiError extends Error {
  constructor(readonly status: number, message: string, readonly reason?: string, readonly errors: { field: string; message: string }[] = []) {
    super(message);
  }
}

/** The token API of the due diligence, called from any origin the organisation allows. */
export class DdApi {
  constructor(private readonly baseUrl: string, readonly token: string) {}

  private async send<T>(path: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/api/v1/${path}`, { ...init, credentials: 'omit' });
    } catch {
      throw new DdApiError(0, 'The due diligence service cannot be reached');
    }
    const body = (await res.json().catch(() => ({}))) as { message?: string; reason?: string; errors?: { field: string; message: string }[] };
    if (!res.ok) throw new DdApiError(res.status, body.message ?? res.statusText, body.reason, body.errors ?? []);
    return body as T;
  }

  private post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return this.send<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: this.token, ...body }) });
  }

  checkAccess = () => this.post<{ user: { kind: 'form' | 'documents'; due_diligence_id: string; company_name: string; expires_at: string } }>('check-access-token', {});
  info = (kind: 'form' | 'documents') => this.post<DdInfo>(kind === 'form' ? 'due-diligence-info/' : 'due-diligence-doc-info/', {});
  save = (record: Record<string, unknown>, elements: Record<string, unknown>[]) =>
    this.post<{ message: string }>('due-diligence/save', { ...(Object.keys(record).length ? { record } : {}), ...(elements.length ? { elements } : {}) });
  addElement = (type: string, name: string) => this.post<{ message: string }>('due-diligence/add-element', { type, name });
  submit = () => this.post<{ message: string }>('due-diligence/submit-report', {});
  deleteFile = (id: string) => this.post<{ message: string }>('due-diligence/delete-file', { id });

  upload(input: { dueDiligenceId: string; docType: string; comment: string; elementId: string | null; file: File }) {
    const form = new FormData();
    form.append('token', this.token);
    form.append('doc_type', input.docType);
    form.append('content', input.comment);
    form.append('due_diligence_id', input.dueDiligenceId);
    if (input.elementId) form.append('dueDiligenceElement', input.elementId);
    form.append('file', input.file, input.file.name);
    return this.send<{ message: string; file: DdFile }>('due-diligence/upload-file', { method: 'POST', body: form });
  }
}
