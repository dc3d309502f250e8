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
  const out: (FieldError & { explicit: boolean })[] = [];
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
    const explicit = Boolean(e.parentSchema?.errorMessage || (e.keyword === 'required' && message !== `${key} is required`));
    const seen = out.find((x) => x.field === key);
    if (!seen) out.push({ field: key, message, explicit });
    else if (explicit && !seen.explicit) Object.assign(seen, { message, explicit });
  }
  return out.map(({ field, message }) => ({ field, message }));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const fe = error as FastifyError & { validation?: AjvError[] };
    if (fe.validation) {
      const errors = fieldErrors(fe.validation);
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = fe.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: fe.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
