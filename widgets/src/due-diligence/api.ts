import { ApiError, bindAddresses, upload, type BoundClient } from '@app/core/client';
import type { RouteInput } from '@app/core/shared';
import { linkCalls, type ElementType, type LinkRoutes } from '@app/plugin-due-diligence/widgets';

/** A failed call: the server's message (seed text where it has one), status and reason (expired, revoked…). */
export class DdApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

type SaveInput = RouteInput<LinkRoutes['saveDueDiligence']>;
type Values = Record<string, unknown>;

// The partner's page is another origin: no cookies go along, the link token authorises.
const noCookies: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'omit' });

const { uploadFile: _upload, ...jsonCalls } = linkCalls;

/** The token API of the due diligence, called from any origin the organisation allows; typed by the DD contracts. */
export class DdApi {
  private readonly calls: BoundClient<Omit<LinkRoutes, 'uploadFile'>>;

  constructor(
    private readonly baseUrl: string,
    readonly token: string,
  ) {
    this.calls = bindAddresses({ baseUrl, fetch: noCookies }, jsonCalls);
  }

  /** The call's ApiError as a DdApiError; a network failure as status 0. */
  private async run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof ApiError)) throw new DdApiError(0, 'The due diligence service cannot be reached');
      const reason = typeof e.body.reason === 'string' ? e.body.reason : undefined;
      throw new DdApiError(e.status, e.message, reason, e.body.errors ?? []);
    }
  }

  checkAccess = () => this.run(() => this.calls.checkAccessToken({ token: this.token }));
  info = (kind: 'form' | 'documents') =>
    this.run(() =>
      (kind === 'form' ? this.calls.dueDiligenceInfo : this.calls.dueDiligenceDocInfo)({ token: this.token }),
    );
  /** The form keeps its values loosely typed; the server checks each field against the contract. */
  save = (record: Values, elements: Values[]) =>
    this.run(() =>
      this.calls.saveDueDiligence({
        token: this.token,
        ...(Object.keys(record).length ? { record: record as SaveInput['record'] } : {}),
        ...(elements.length ? { elements: elements as SaveInput['elements'] } : {}),
      }),
    );
  addElement = (type: ElementType, name: string) =>
    this.run(() => this.calls.addElement({ token: this.token, type, name }));
  submit = () => this.run(() => this.calls.submitReport({ token: this.token }));
  deleteFile = (id: string) => this.run(() => this.calls.deleteOwnFile({ token: this.token, id }));

  upload(input: { dueDiligenceId: string; docType: string; comment: string; elementId: string | null; file: File }) {
    const fields = {
      token: this.token,
      doc_type: input.docType,
      content: input.comment,
      due_diligence_id: input.dueDiligenceId,
      dueDiligenceElement: input.elementId,
    };
    return this.run(() =>
      upload(
        linkCalls.uploadFile,
        { fields, files: { file: input.file } },
        { baseUrl: this.baseUrl, credentials: 'omit' },
      ),
    );
  }
}
