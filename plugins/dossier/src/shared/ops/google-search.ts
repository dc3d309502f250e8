import { effective, type Field } from '../fields.ts';

export const GOOGLE_MESSAGES = {
  firstName: 'Please fill First Name field',
  lastName: 'Please fill Last Name field',
} as const;

/**
 * The 'Google Search' opener [001:101, 308, 437]: a Google web search for the person's first and last
 * name, pending values preferred; an error text when a name is missing.
 */
export function googleSearchUrl(person: {
  firstName?: Field | unknown;
  lastName?: Field | unknown;
}): { url: string; error: null } | { url: null; error: string } {
  const name = (f: unknown) => String(effective(f as Field | undefined) ?? '').trim();
  const first = name(person.firstName);
  const last = name(person.lastName);
  if (!first) return { url: null, error: GOOGLE_MESSAGES.firstName };
  if (!last) return { url: null, error: GOOGLE_MESSAGES.lastName };
  return { url: `https://www.google.com/search?q=${encodeURIComponent(`${first} ${last}`)}`, error: null };
}
