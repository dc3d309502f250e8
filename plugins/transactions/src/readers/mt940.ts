import { isUtf8 } from 'node:buffer';
import { hash } from 'node:crypto';
import type { ReadResult, RowError, TransactionInput } from '../shared/model.ts';
import { information } from './mt940-86.ts';
import { accountId, balance, isoDate, statementLine, type StatementLine } from './mt940-fields.ts';

/**
 * SWIFT MT940 customer statements without a mapping (issue 26 §2). Reads line by line, so a file of
 * any size is read at flat memory; with or without the SWIFT envelope (`{1:…}{2:…}{4:` … `-}`, or
 * only the block-4 text most banks export), any number of statements per file. Yields one result
 * per `:61:` statement line in file order; `row` is that line's number in the file (from 1) and
 * error columns are tags (`:61:`, `:86:`, `:25:`, `:60F:`).
 *
 * Our side is the statement's `:25:` account, the currency that of its `:60F:`/`:60M:` opening
 * balance. Booking date = the entry date, or the value date when the line has none (SWIFT gives the
 * entry date only when it differs).
 *
 * Reference: `<readable part>/<hash>`. The readable part is the line's reference for the account
 * owner unless NONREF, else the bank's reference (after `//`), else the end-to-end reference of
 * `:86:`, else nothing. None of those is unique on its own (German banks write NONREF everywhere,
 * a standing order repeats its reference each month, a batch shares one bank reference) and a
 * duplicate reference would make the store drop a real transaction as "already imported". So a
 * hash is always added: the account and the `:61:` line as written (dates, mark, amount, type,
 * both references, supplementary details) and, for identical lines, which one of them it is since
 * the statement's `:60F:` (pages of one statement, `:60M:`, keep counting). Re-importing the
 * statement, or another export that covers the same days, gives the same references; the `:86:`
 * text is left out so a bank's reworded narrative does not duplicate a transaction.
 */
export async function* readMt940(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<ReadResult> {
  const out: ReadResult[] = [];
  const parser = new Mt940Parser(out);
  for await (const batch of lines(source)) {
    batch.texts.forEach((text, i) => parser.line(text, batch.first + i));
    yield* out;
    out.length = 0;
  }
  parser.end();
  yield* out;
}

interface Field {
  tag: string;
  lines: string[];
  no: number;
}

interface Statement {
  account?: string;
  accountError?: string;
  currency?: string;
  currencyError?: string;
}

const TAG = /^:(\d{2}[A-Z]?):(.*)$/;
const END = /^-(\}.*|XXX)?$/;

class Mt940Parser {
  private statement: Statement | null = null;
  private field: Field | null = null;
  private pending: { no: number; lines61: string[]; lines86?: string[] } | null = null;
  private statements = 0;
  /** Identical `:61:` lines seen since the last `:60F:`, for the reference (see above). */
  private readonly seen = new Map<string, number>();

  /** Results go to `out` as lines complete them (one push per line, no generator per line). */
  constructor(private readonly out: ReadResult[]) {}

  line(text: string, no: number): void {
    if (END.test(text.trimEnd())) {
      this.closeStatement();
      return;
    }
    if (/^\{[1-5]:/.test(text)) {
      // Envelope blocks {1:…}{2:…}{3:{108:…}}; block 4's text may start on the same line.
      const body = text.indexOf('{4:');
      if (body < 0) return;
      text = text.slice(body + 3);
      if (!text.trim()) return;
    }
    const tag = TAG.exec(text);
    if (tag) {
      this.flush(tag[1]!);
      if (tag[1] === '20' || !this.statement) this.openStatement();
      this.field = { tag: tag[1]!, lines: [tag[2]!], no };
    } else if (this.field && text.trim()) {
      this.field.lines.push(text);
    }
    // Outside a statement, other lines are transmission headers (`0000 01INGBNL2AXXXX00001`, `940 00`).
  }

  end(): void {
    this.closeStatement();
    if (!this.statements) {
      this.out.push({
        row: 0,
        errors: [{ row: 0, column: null, field: null, reason: 'no MT940 statement (:20:) in the file' }],
      });
    }
  }

  private openStatement(): void {
    this.closeStatement();
    this.statement = {};
    this.statements++;
  }

  private closeStatement(): void {
    this.flush(null);
    this.statement = null;
  }

  /** Ends the open field before `next` starts (null: the statement ends). */
  private flush(next: string | null): void {
    const field = this.field;
    this.field = null;
    const s = this.statement;
    if (field && s) {
      const value = field.lines.join('');
      if (field.tag === '25') {
        const account = accountId(value);
        s.account = 'ok' in account ? account.ok : undefined;
        s.accountError = 'ok' in account ? undefined : account.reason;
      } else if (field.tag === '60F' || field.tag === '60M') {
        const opening = balance(value);
        s.currency = 'ok' in opening ? opening.ok.currency : undefined;
        s.currencyError = 'ok' in opening ? undefined : `opening balance: ${opening.reason}`;
        if (field.tag === '60F') this.seen.clear();
      } else if (field.tag === '61') {
        this.pending = { no: field.no, lines61: field.lines };
      } else if (field.tag === '86' && this.pending && !this.pending.lines86) {
        this.pending.lines86 = field.lines;
      }
      // :86: after a balance is about the statement; :28C:, :62F:, :64:, :65: carry no transaction.
    }
    if (next !== '86' || !s) {
      const pending = this.pending;
      this.pending = null;
      if (pending && s) this.out.push(entry(s, this.seen, pending.no, pending.lines61, pending.lines86));
    }
  }
}

function entry(
  s: Statement,
  seen: Map<string, number>,
  no: number,
  lines61: string[],
  lines86: string[] | undefined,
): ReadResult {
  const errors: RowError[] = [];
  const fail = (column: string, reason: string, value?: string, field: RowError['field'] = null) =>
    errors.push({ row: no, column, field, reason, ...(value !== undefined ? { value } : {}) });
  if (!s.account)
    fail(':25:', s.accountError ?? 'no :25: account identification before this line', undefined, 'account');
  if (!s.currency)
    fail(
      ':60F:',
      s.currencyError ?? 'no :60F: opening balance (its currency is the account currency)',
      undefined,
      'currency',
    );
  const parsed = statementLine(lines61);
  if ('reason' in parsed) {
    fail(':61:', parsed.reason, parsed.value, parsed.field ?? null);
    return { row: no, errors };
  }
  const line = parsed.ok;
  const info = lines86 ? information(lines86, line.direction) : { errors: [] };
  for (const e of info.errors) fail(':86:', e.reason, e.value);
  if (errors.length || !s.account || !s.currency) return { row: no, errors };

  const reversal = line.mark === 'RC' ? 'Reversal of a credit' : line.mark === 'RD' ? 'Reversal of a debit' : '';
  const description = [reversal, info.description].filter(Boolean).join(': ') || undefined;
  const transaction: TransactionInput = {
    account: s.account,
    direction: line.direction,
    amount: line.amount,
    currency: s.currency,
    booked_at: isoDate(line.entry),
    value_at: isoDate(line.value),
    reference: reference(s, seen, line, lines61, info.eref),
    ...(info.counterparty_name ? { counterparty_name: info.counterparty_name } : {}),
    ...(info.counterparty_account ? { counterparty_account: info.counterparty_account } : {}),
    ...(info.counterparty_bic ? { counterparty_bic: info.counterparty_bic } : {}),
    ...(info.counterparty_institution ? { counterparty_institution: info.counterparty_institution } : {}),
    ...(description ? { description } : {}),
  };
  // The model's limits: refused, not cut.
  const limits: [keyof TransactionInput, number][] = [
    ['account', 64],
    ['counterparty_name', 255],
    ['counterparty_account', 64],
    ['description', 4000],
  ];
  for (const [key, max] of limits) {
    const value = transaction[key];
    if (typeof value === 'string' && value.length > max) {
      fail(key === 'account' ? ':25:' : ':86:', `${key} is longer than ${max} characters`, value, key);
    }
  }
  return errors.length ? { row: no, errors } : { row: no, transaction };
}

function reference(
  s: Statement,
  seen: Map<string, number>,
  line: StatementLine,
  lines61: string[],
  eref: string | undefined,
): string {
  const own = (ref: string) => (ref && ref.toUpperCase() !== 'NONREF' ? ref : undefined);
  // An EREF is at most 35 characters (SEPA); a longer one is not used, so the reference fits the model.
  const readable = own(line.customerRef) ?? own(line.bankRef) ?? (eref && eref.length <= 35 ? eref : undefined);
  const key = `${s.account}\u001f${lines61.map((l) => l.trimEnd()).join('\u001e')}`;
  const nth = seen.get(key) ?? 0;
  seen.set(key, nth + 1);
  const digest = hash('sha256', `${key}\u001f${nth}`, 'base64url').slice(0, 12);
  return readable ? `${readable}/${digest}` : digest;
}

const MAX_LINE = 1 << 20;

/**
 * Splits bytes into lines (LF or CRLF), a chunk's lines at a time. Each line is UTF-8 when it is valid UTF-8, else Windows-1252
 * (German and Dutch banks still export umlauts and accents in it), decided per line.
 */
async function* lines(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<{ first: number; texts: string[] }> {
  let rest: Buffer | null = null;
  let no = 0;
  for await (const chunk of source) {
    const batch = { first: no + 1, texts: [] as string[] };
    let buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (rest) buf = Buffer.concat([rest, buf]);
    let start = 0;
    for (let nl = buf.indexOf(10); nl >= 0; nl = buf.indexOf(10, start)) {
      batch.texts.push(decode(buf, start, nl, ++no));
      start = nl + 1;
    }
    yield batch;
    rest = start < buf.length ? buf.subarray(start) : null;
    if (rest && rest.length > MAX_LINE)
      throw new Error(`MT940 line ${no + 1} is longer than 1 MB: not a statement file`);
  }
  if (rest) yield { first: no + 1, texts: [decode(rest, 0, rest.length, no + 1)] };
}

function decode(buf: Buffer, start: number, end: number, no: number): string {
  while (end > start && buf[end - 1] === 13) end--;
  if (no === 1 && buf[start] === 0xef && buf[start + 1] === 0xbb && buf[start + 2] === 0xbf) start += 3;
  let high = false;
  for (let i = start; i < end && !high; i++) high = buf[i]! >= 0x80;
  if (!high) return buf.toString('latin1', start, end);
  if (isUtf8(buf.subarray(start, end))) return buf.toString('utf8', start, end);
  return buf.toString('latin1', start, end).replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80] ?? c);
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, „, ‚, dashes, quotes…).
const CP1252 = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];
