import type { SchemaId } from '../shared/fiu.schema.ts';
import { emptyUserInfo, type SaveUserChanges, type UserInfoResponse } from '../shared/user-info.ts';

/** A complete, valid user info (the reporting entity and person of a report header). */
export const validUserChanges = (over: Partial<SaveUserChanges> = {}): SaveUserChanges => ({
  rentity_id: '104',
  rentity_branch: 'Head Office',
  title_name: 'Mrs.',
  first_name: 'Amina',
  last_name: 'Otieno',
  email: 'mlro@example.com',
  gender: 'Female',
  birth_date: '1984-06-30',
  id_number: '123456789',
  nationality: 'KE',
  occupation: 'Compliance officer',
  passport_number: 'AK0000001',
  pasport_country: 'KE',
  address_type: 'Business',
  address: '1 Example Avenue, 5th Floor',
  town: 'Upper Hill',
  city: 'Nairobi',
  zip: '00100',
  country: 'KE',
  state: 'Nairobi County',
  phone_type: 'Business',
  communication_type: 'Landline Phone',
  phone_prefix: '254',
  phone_number: '200000000',
  ...over,
});

export function userInfoOf(changes: SaveUserChanges = validUserChanges(), verified = true): UserInfoResponse {
  const base = emptyUserInfo(changes.email, verified);
  const pick = <T extends object>(shape: T) =>
    Object.fromEntries(
      Object.keys(shape).map((k) => [
        k,
        (changes as Record<string, string>)[k] ?? (shape as Record<string, unknown>)[k],
      ]),
    ) as T;
  return {
    userInformation: { ...pick(base.userInformation), email_verified: verified },
    userAddress: pick(base.userAddress),
    userPhone: pick(base.userPhone),
    complete: true,
  };
}

export const EXPORT_HEADER =
  'Transaction ID,Date,Description,Branch,Mode,Funds,Amount,Payer Account,Payer Name,Payer Bank,Payer BIC,Payer Country,Beneficiary Account,Beneficiary Name,Beneficiary Bank,Beneficiary BIC,Beneficiary Country,Transmode Comment';

/** Lookup codes that exist in each schema, for real-looking test exports. */
export const CODES: Record<
  SchemaId,
  { transmode: string; funds: string; reportCode: string; indicator: string; currency: string }
> = {
  'unodc-5.0.1': { transmode: 'A', funds: 'K', reportCode: 'CTR', indicator: '-', currency: 'KES' },
  'ae-5.0.2': { transmode: 'ELCFT', funds: 'CASH', reportCode: 'STR', indicator: 'STRUC', currency: 'AED' },
  'lk-2.0': { transmode: 'BRCH', funds: 'CASH', reportCode: 'CTR', indicator: 'CTR', currency: 'LKR' },
};

/** One export line for the header above (quoted description with a comma). */
export function exportLine(
  n: number,
  schema: SchemaId,
  over: Partial<Record<'date' | 'description' | 'amount' | 'mode' | 'country' | 'bic', string>> = {},
): string {
  const c = CODES[schema];
  return [
    `TX-${String(n).padStart(7, '0')}`,
    over.date ?? '2024-03-15 10:22:31',
    over.description ?? `"Transfer ${n}, invoice ""A-${n}"""`,
    'Main Branch',
    over.mode ?? c.transmode,
    c.funds,
    over.amount ?? `${(n % 9000) + 100}.50`,
    `DE89370400440532013000`,
    'Grace Wanjiru',
    'Example Bank Ltd',
    over.bic ?? 'EXMPKENA',
    over.country ?? 'KE',
    `ACC-${n}`,
    'Example Imports Ltd',
    'Example Overseas Bank',
    'EXMPGB2L',
    'GB',
    'E',
  ].join(',');
}

/**
 * A bank export of `count` rows whose account currency is the informal "KSH" (goAML wants ISO
 * "KES"): every row fails on it, every 10th also has a negative amount. Row n of the CSV is line n + 1.
 */
export function kshExport(count: number, schema: SchemaId = 'unodc-5.0.1'): string {
  const lines = [`${EXPORT_HEADER},Currency`];
  for (let i = 1; i <= count; i++) lines.push(`${exportLine(i, schema, i % 10 === 1 ? { amount: '-75.00' } : {})},KSH`);
  return `${lines.join('\r\n')}\r\n`;
}
