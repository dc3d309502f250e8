import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from '../shared/index.ts';
import { HttpError } from './http-error.ts';

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: { errorMessage?: string; properties?: Record<string, { errorMessage?: string }> };
}

/** Maps ajv errors to `{field, message}`, preferring the schema's `errorMessage` (the seed texts). */
export function fieldErrors(validation: AjvError[]): FieldError[] {
  // A Map, not a search of the list: the cost stays linear in the number of errors (issue 6, finding 1).
  const out = new Map<string, FieldError & { explicit: boolean }>();
  for (const e of validation) {
    let field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = e.parentSchema?.errorMessage ?? e.message ?? 'Invalid value';
    if (e.keyword === 'required') {
      const missing = String(e.params.missingProperty);
      field = field ? `${field}.${missing}` : missing;
      message = e.parentSchema?.properties?.[missing]?.errorMessage ?? `${missing} is required`;
    } else if (e.keyword === 'additionalProperties') {
      field = [field, String(e.params.additionalProperty)].filter(Boolean).join('.');
      message = 'Unknown field';
    } else if (!e.parentSchema?.errorMessage && field) {
      message = `${field} ${e.message ?? 'is invalid'}`;
    }
    const key = field || 'body';
    const explicit = Boolean(
      e.parentSchema?.errorMessage || (e.keyword === 'required' && message !== `${key} is required`),
    );
    const seen = out.get(key);
    if (!seen) out.set(key, { field: key, message, explicit });
    else if (explicit && !seen.explicit) Object.assign(seen, { message, explicit });
  }
  return [...out.values()].map(({ field, message }) => ({ field, message }));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const fe = error as FastifyError & { validation?: AjvError[] };
    if (fe.validation) {
      const errors = fieldErrors(fe.validation);
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = fe.statusCode ?? clientFault(error) ?? 500;
    if (status < 500)
      return reply.status(status).send({ message: status === fe.statusCode ? fe.message : clientMessage(error) });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}

/** Multipart parser (busboy) failures: the upload was malformed, not the server. */
const MULTIPART_FAULT =
  /^(Multipart: |Unexpected end of (form|file)|Malformed (part header|urlencoded form)|Part terminated early|Unexpected end of multipart data)/;

/**
 * Safety net for input that passed validation but not storage: PostgreSQL class 22 (data exception:
 * string too long, invalid byte sequence, out of range) is bad input, answered 400 (ADR 0010).
 */
function clientFault(error: unknown): number | undefined {
  for (
    let e = error as
        { code?: unknown; sqlState?: unknown; severity?: unknown; message?: unknown; cause?: unknown } | undefined,
      i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    const code = typeof e.sqlState === 'string' ? e.sqlState : e.code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && e.severity !== undefined) return 400;
    if (typeof e.message === 'string' && MULTIPART_FAULT.test(e.message)) return 400;
  }
  return undefined;
}

function clientMessage(error: unknown): string {
  const message = String((error as Error).message ?? '');
  return MULTIPART_FAULT.test(message) ? 'Malformed multipart body' : 'A value is too long or not valid for storage';
}
