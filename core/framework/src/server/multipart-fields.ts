import type { FastifyInstance } from 'fastify';
import type { TSchema } from '../shared/index.ts';
import { safeFileName } from './file-type.ts';
import { badRequest, HttpError } from './http-error.ts';
import { textProblem } from './json-body.ts';

/** Longest text field (characters) when the contract gives no maxLength or no `multipart` schema. */
export const DEFAULT_FIELD_CHARS = 16_384;
/** Text fields per request unless the handler sets its own `limits.fields`. */
const DEFAULT_MAX_FIELDS = 50;

/** What core enforces on a route's multipart text fields, derived once from its contract (ADR 0064). */
export interface MultipartRules {
  /** Most characters per declared field. */
  fields: Map<string, number>;
  /** Unknown names are refused (`additionalProperties: false`); otherwise they get the default length. */
  closed: boolean;
  /** Busboy's per-field byte limit: the longest field at 4 UTF-8 bytes per character. */
  fieldBytes: number;
}

type Schema = {
  maxLength?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  type?: unknown;
};

function maxChars(s: Schema): number {
  if (typeof s.maxLength === 'number') return s.maxLength;
  const branches = (s.anyOf ?? s.oneOf)?.filter((b) => b.type !== 'null');
  return branches?.length ? Math.max(...branches.map(maxChars)) : DEFAULT_FIELD_CHARS;
}

export function multipartRules(schema: TSchema | undefined): MultipartRules {
  const s = (schema ?? {}) as Schema;
  const fields = new Map(Object.entries(s.properties ?? {}).map(([name, p]) => [name, maxChars(p)]));
  const closed = s.additionalProperties === false;
  const longest = Math.max(closed ? 0 : DEFAULT_FIELD_CHARS, ...fields.values());
  return { fields, closed, fieldBytes: Math.max(1, longest) * 4 };
}

const OPEN = multipartRules(undefined);

interface FieldPart {
  type: 'field';
  fieldname: string;
  fieldnameTruncated: boolean;
  value: unknown;
  valueTruncated: boolean;
}
interface FilePart {
  type: 'file';
  fieldname: string;
  filename: string;
}
type Part = FieldPart | FilePart;
type PartsFn = (opts?: { limits?: Record<string, number> } & Record<string, unknown>) => AsyncIterableIterator<Part>;
interface Multipart {
  isMultipart?: () => boolean;
  parts: PartsFn;
  file: (opts?: object) => Promise<Part | undefined>;
  files: PartsFn;
}

/**
 * Every multipart request (any route, any reader: `parts()`, `file()`, `files()`) has its text fields
 * checked as they are read, under the same rules as JSON bodies, and its file names made safe; a
 * failure is thrown into the handler's loop before anything is stored.
 */
export function installMultipartGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const req = request as unknown as Multipart;
    if (req.isMultipart?.())
      guard(req, (request.routeOptions.config as { multipartRules?: MultipartRules }).multipartRules ?? OPEN);
    done();
  });
}

function guard(req: Multipart, rules: MultipartRules): void {
  const original = req.parts.bind(req);
  const seen = new Set<string>();
  req.parts = async function* (opts = {}) {
    // The contract decides field lengths (a handler's smaller fieldSize would cut 2,000 CJK characters).
    const limits = { ...opts.limits, fieldSize: rules.fieldBytes, fields: opts.limits?.fields ?? DEFAULT_MAX_FIELDS };
    // latin1 hands over a field's raw bytes, so they can be decoded strictly as UTF-8 below.
    for await (const part of original({ ...opts, defCharset: 'latin1', limits })) {
      checkPart(part, rules, seen);
      yield part;
    }
  };
  req.file = async (opts) => {
    const it = req.parts(opts as Parameters<PartsFn>[0]);
    for (let n = await it.next(); !n.done; n = await it.next()) if (n.value.type === 'file') return n.value;
    return undefined;
  };
  req.files = async function* (opts) {
    for await (const part of req.parts(opts)) if (part.type === 'file') yield part;
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const C1 = /[\u0080-\u009f]/;

function checkPart(part: Part, rules: MultipartRules, seen: Set<string>): void {
  const name = part.fieldname;
  const nameProblem =
    name.length > 100 || (part.type === 'field' && part.fieldnameTruncated)
      ? 'Form field names are at most 100 characters'
      : textProblem(name);
  if (nameProblem) throw badRequest(`Field names: ${nameProblem}`, 'body');
  if (part.type === 'file') {
    part.filename = safeFileName(part.filename);
    return;
  }
  const max = rules.fields.get(name) ?? (rules.closed ? undefined : DEFAULT_FIELD_CHARS);
  if (max === undefined) throw badRequest('Unknown field', name);
  if (seen.has(name)) throw badRequest(`Duplicate field "${name}"`, name);
  seen.add(name);
  if (typeof part.value !== 'string') throw badRequest(`${name} must be plain text`, name);
  const tooLong = `${name} must NOT have more than ${max} characters`;
  if (part.valueTruncated) throw new HttpError(413, tooLong, [{ field: name, message: tooLong }]);
  const text = decode(part.value);
  if (text === undefined) throw badRequest('Text must be valid UTF-8', name);
  const problem = textProblem(text);
  if (problem) throw badRequest(problem, name);
  if (text.length > max && codePoints(text) > max) throw badRequest(tooLong, name);
  part.value = text;
}

/**
 * Busboy gives an undeclared part's bytes as latin1 (decoded strictly here) but decodes a part that
 * declares a charset itself: characters above U+00FF, or latin1-range text that is not UTF-8 and has
 * no C1 controls, were already decoded. Undefined: malformed UTF-8.
 */
function decode(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(value) || /[^\u0000-\u00ff]/.test(value)) return value;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return C1.test(value) ? undefined : value;
  }
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) if (s.charCodeAt(i) >= 0xd800 && s.charCodeAt(i) <= 0xdbff) i++;
  return n;
}
