import { normalizeAccount } from '../shared/model.ts';
import { isBic } from './mt940-fields.ts';

/**
 * `:86:` information to the account owner (6*65x). Banks fill it in one of three ways; the dialect
 * is read from the text itself, never from the bank's name:
 * - German (DFÜ-Abkommen / DATEV): `GVC?00posting text?10primanota?20…?29 purpose?30 BLZ or BIC
 *   ?31 account or IBAN?32?33 name?34 …?60…?63 more purpose`, the purpose often carrying SEPA
 *   keywords (`EREF+`, `MREF+`, `CRED+`, `SVWZ+`…);
 * - Dutch structured (ING, ABN AMRO, Rabobank; also SWIFT's `/ORDP/`, `/BENM/`): `/KEY/value…`;
 * - anything else is free text and becomes the description as written.
 * Counterparty fields are filled only where the dialect names them.
 */
export interface Info {
  description?: string;
  counterparty_name?: string;
  counterparty_account?: string;
  counterparty_bic?: string;
  counterparty_institution?: string;
  /** End-to-end reference (`/EREF/`, `EREF+`) unless NOTPROVIDED/NONREF. */
  eref?: string;
  errors: { reason: string; value?: string }[];
}

const NOREF = new Set(['', 'NONREF', 'NOTPROVIDED', 'NOTAVAILABLE']);
const realRef = (s: string | undefined) => (s && !NOREF.has(s.trim().toUpperCase()) ? s.trim() : undefined);

export function information(lines: string[], direction: 'credit' | 'debit'): Info {
  // Structured dialects wrap their one long string at 65 characters anywhere (mid-word, even between
  // `?` and its digits): the lines are joined as they were before wrapping.
  const joined = lines.join('');
  // Only `?` (the DFÜ separator): free text such as `123/45 …` must not pass for subfields.
  if (/^\d{3}\?\d{2}/.test(joined)) return german(joined);
  if (/^\/[A-Z]{2,4}\//.test(joined)) return slashed(joined, direction);
  return { description: freeText(lines), errors: [] };
}

/**
 * Free text: a line of the full 65 characters was wrapped by the bank (joined without a space);
 * a shorter line ended where the bank meant it to (joined with one space).
 */
function freeText(lines: string[]): string | undefined {
  let text = '';
  lines.forEach((line, i) => {
    text += line;
    if (i < lines.length - 1 && line.length < 65) text += ' ';
  });
  return text.trim() || undefined;
}

function party(info: Info, name: string | undefined, account: string | undefined, bic: string | undefined) {
  if (name?.trim()) info.counterparty_name = name.trim();
  if (account?.trim()) info.counterparty_account = normalizeAccount(account);
  const b = bic?.trim().toUpperCase();
  if (b) {
    if (isBic(b)) info.counterparty_bic = b;
    else info.errors.push({ reason: 'counterparty BIC is not 8 or 11 BIC characters', value: bic });
  }
}

const SEPA_KEYS = /(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE)\+/g;

function german(text: string): Info {
  const sep = text[3]!;
  const info: Info = { errors: [] };
  const fields = new Map<string, string>();
  let purpose = '';
  for (const part of text.slice(4).split(sep)) {
    const code = part.slice(0, 2);
    const value = part.slice(2);
    if (!/^\d{2}$/.test(code)) {
      info.errors.push({ reason: `subfield ${sep}${code} is not a 2-digit code`, value: part });
      continue;
    }
    // ?20–?29 and ?60–?63 are one purpose text cut into 27-character pieces.
    if (/^(2\d|6[0-3])$/.test(code)) purpose += value;
    else fields.set(code, (fields.get(code) ?? '') + value);
  }
  const keyed = [...purpose.matchAll(SEPA_KEYS)];
  const sepa = new Map<string, string>();
  keyed.forEach((m, i) => sepa.set(m[1]!, purpose.slice(m.index + 5, keyed[i + 1]?.index ?? purpose.length).trim()));
  info.eref = realRef(sepa.get('EREF'));
  const said = keyed.length ? (sepa.get('SVWZ') ?? purpose) : purpose;
  const posting = fields.get('00')?.trim();
  info.description = [posting, said.trim()].filter(Boolean).join(': ') || undefined;
  // ?30 is the counterparty bank: a BIC for SEPA payments, an 8-digit BLZ for domestic ones.
  const bank = fields.get('30')?.trim() ?? '';
  const blz = /^\d{8}$/.test(bank);
  party(info, (fields.get('32') ?? '') + (fields.get('33') ?? ''), fields.get('31'), blz ? undefined : bank);
  if (blz) info.counterparty_institution = `BLZ ${bank}`;
  return info;
}

// Keys of the Dutch "MT940 structured" formats (ING, Rabobank: Betaalvereniging; ABN AMRO's
// `/TRTP/…/IBAN/…/NAME/`) and SWIFT's `/ORDP/`, `/BENM/` with their `NAME`/`ID`/`ADDR` parts.
const KEYS =
  /\/(EREF|PREF|MARF|CSID|CNTP|REMI|PURP|ULTC|ULTD|ULTB|RTRN|ISDT|TRCD|ORDP|BENM|NAME|ADDR|ID|IBAN|BIC|TRTP|CREF|IREF|BUSP|SUM)\//g;
const PARTY_PARTS = new Set(['NAME', 'ADDR', 'ID', 'IBAN', 'BIC']);

function slashed(text: string, direction: 'credit' | 'debit'): Info {
  const info: Info = { errors: [] };
  const pairs: [string, string][] = [];
  const matches = [...text.matchAll(KEYS)];
  matches.forEach((m, i) => {
    const value = text.slice(m.index + m[0].length, matches[i + 1]?.index ?? text.length);
    pairs.push([m[1]!, value.endsWith('/') ? value.slice(0, -1) : value]);
  });
  // NAME/IBAN/BIC belong to the ORDP/BENM before them, or stand alone (ABN AMRO's counterparty).
  const parties: Record<'TOP' | 'ORDP' | 'BENM', Record<string, string>> = { TOP: {}, ORDP: {}, BENM: {} };
  const values = new Map<string, string>();
  let group: 'TOP' | 'ORDP' | 'BENM' = 'TOP';
  for (const [key, value] of pairs) {
    if (key === 'ORDP' || key === 'BENM') {
      group = key;
      if (value) parties[key].NAME = value;
    } else if (PARTY_PARTS.has(key)) parties[group][key] ??= value;
    else {
      group = 'TOP';
      if (!values.has(key)) values.set(key, value);
    }
  }
  info.eref = realRef(values.get('EREF'));
  const cntp = values.get('CNTP');
  if (cntp !== undefined) {
    // /CNTP/account/BIC/name/city/
    const p = cntp.split('/');
    party(info, (p.length >= 4 ? p.slice(2, -1) : p.slice(2)).join('/'), p[0], p[1]);
  } else if (Object.keys(parties.TOP).length) {
    party(info, parties.TOP.NAME, parties.TOP.IBAN, parties.TOP.BIC);
  } else {
    // The ordering party is the other side of a credit, the beneficiary that of a debit.
    const other = parties[direction === 'credit' ? 'ORDP' : 'BENM'];
    party(info, other.NAME, other.IBAN, other.BIC);
  }
  const remi = values
    .get('REMI')
    ?.replace(/^USTD\/\/?/, '')
    .replace(/^STRD\/(CUR|ISO)\//, '');
  const posting = values.get('TRTP')?.trim();
  const said = [posting, remi?.trim()].filter(Boolean).join(': ');
  info.description = said || text.trim() || undefined;
  return info;
}
