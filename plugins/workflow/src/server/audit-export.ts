import { badRequest, readAuditEvents, type AuditEvent, type AuditFilter } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Readable } from 'node:stream';
import {
  changeSummary,
  objectText,
  WORKFLOW_MESSAGES as M,
  type AuditQuery,
  type LabelCatalog,
  type ReviewableType,
} from '../shared/index.ts';

const KINDS = ['change', 'remove'];
const ACTIONS = {
  pending: ['proposed'],
  approved: ['approved'],
  denied: ['rejected', 'skipped', 'cascade_deleted'],
} as const;

/** 'YYYY-MM-DD' or an ISO timestamp; a bare `to` date includes that whole day. */
export function parseDate(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest(`Invalid date: ${field}`, field);
  if (dateOnly && field === 'to') date.setTime(date.getTime() + 86_400_000 - 1);
  return date;
}

/** Maps the Audit Trail popup's choices onto event filters. */
export function auditFilter(organizationId: string, q: AuditQuery, types: Iterable<ReviewableType>): AuditFilter {
  const from = parseDate(q.from, 'from');
  const to = parseDate(q.to, 'to');
  if (from && to && from > to) throw badRequest(M.invalidPeriod, 'from');
  const groups =
    q.details
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const objectTypes = groups.length
    ? [...types].filter((t) => t.auditGroup && groups.includes(t.auditGroup)).map((t) => t.objectType)
    : undefined;
  let suffixes: readonly string[] | undefined;
  if (q.status) suffixes = ACTIONS[q.status];
  else if (q.type === 'workflow') suffixes = ACTIONS.pending;
  else if (q.type === 'change_log') suffixes = [...ACTIONS.approved, ...ACTIONS.denied];
  if (q.type === 'workflow' && q.status && q.status !== 'pending') suffixes = [];
  if (q.type === 'change_log' && q.status === 'pending') suffixes = [];
  const actions = suffixes ? KINDS.flatMap((k) => suffixes.map((s) => `${k}.${s}`)) : undefined;
  return {
    organizationId,
    from,
    to,
    companyId: q.client,
    objectTypes: objectTypes && !objectTypes.length ? ['-none-'] : objectTypes,
    actions: actions && !actions.length ? ['-none-'] : actions,
  };
}

export const CSV_COLUMNS = [
  'position',
  'occurred_at',
  'action',
  'actor_id',
  'actor_name',
  'object_type',
  'object_id',
  'company_id',
  'ip',
  'before',
  'after',
  'details',
  'prev_hash',
  'hash',
] as const;
/** Read beside the stored columns (ADR 0067): what a reader calls the object, and its values in words. */
export const HUMAN_COLUMNS = ['object_label', 'summary'] as const;

/** One CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r|]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const record = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
/** An event with its human columns; events of no reviewable type (logins, settings) keep them empty. */
export function withLabels(
  event: AuditEvent,
  catalog: LabelCatalog,
): AuditEvent & Record<(typeof HUMAN_COLUMNS)[number], string> {
  const type = event.object_type && catalog.types[event.object_type] ? event.object_type : null;
  return {
    ...event,
    object_label: type ? objectText(catalog, type) : '',
    summary: type ? changeSummary(catalog, type, record(event.before), record(event.after)) : '',
  };
}

export const csvRow = (event: AuditEvent, catalog: LabelCatalog) => {
  const row = withLabels(event, catalog);
  return `${[...CSV_COLUMNS, ...HUMAN_COLUMNS].map((c) => csvCell(row[c])).join(',')}\r\n`;
};

/** The export as a stream: rows are produced as the client reads them, a batch of events at a time. */
export function exportStream(
  em: EntityManager,
  filter: AuditFilter,
  format: 'csv' | 'json',
  catalog: LabelCatalog,
): Readable {
  async function* lines() {
    if (format === 'csv') yield `${[...CSV_COLUMNS, ...HUMAN_COLUMNS].join(',')}\r\n`;
    else yield '[';
    let first = true;
    for await (const event of readAuditEvents(em, filter)) {
      if (format === 'csv') yield csvRow(event, catalog);
      else yield `${first ? '\n' : ',\n'}${JSON.stringify(withLabels(event, catalog))}`;
      first = false;
    }
    if (format === 'json') yield '\n]\n';
  }
  return Readable.from(lines());
}
