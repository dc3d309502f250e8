import type { TransactionField } from '../shared/model.ts';

/**
 * The reasons of row errors the mapping engine words itself: what is wrong and, when it can tell,
 * a suggestion (the value is never changed).
 */
const KNOWN_SHOWN = 12;

export function unknownWord(word: string, field: TransactionField, known: string[]): string {
  const caseMatch = known.find((k) => k.toLowerCase() === word.toLowerCase());
  const shown = known.slice(0, KNOWN_SHOWN).join(', ') + (known.length > KNOWN_SHOWN ? ', …' : '');
  const hint = caseMatch ? ` (did you mean "${caseMatch}"?)` : '';
  return `"${word}" is not in values.${field}${hint}; known words: ${shown}`;
}

export function schemaReason(
  field: TransactionField,
  keyword: string,
  params: object,
  value: string | undefined,
  column: string | null,
): string {
  if (keyword === 'required')
    return column ? 'empty, but required' : `no value: map "${field}" under columns or constants`;
  if (keyword === 'maxLength') return `longer than ${(params as { limit: number }).limit} characters`;
  if (field === 'currency' || field === 'local_currency') {
    const upper = value?.toUpperCase();
    const hint = upper && /^[A-Z]{3}$/.test(upper) ? ` (did you mean "${upper}"?)` : '';
    return `"${value}" is not an ISO 4217 currency code (three capital letters)${hint}`;
  }
  if (field === 'customer_type' || field === 'counterparty_type')
    return `"${value}" is neither person nor entity (translate the bank's words under values.${field})`;
  return `"${value}" is not a valid ${field} (${keyword})`;
}
