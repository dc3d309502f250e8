/** Option lists of seed 001 (§1, §3, §9). */
export const COMPANY_TYPES = ['corporate', 'account_holder'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const ACCOUNT_HOLDER_TYPES = ['bank', 'credit_union', 'pention', 'insurance', 'player'] as const;
export type AccountHolderType = (typeof ACCOUNT_HOLDER_TYPES)[number];
export const LOCATION_TYPES = ['local', 'abroad'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const YES_NO = ['YES', 'NO'] as const;
export const REVIEW_DATE_TYPES = ['automatic', 'manual'] as const;
export type ReviewDateType = (typeof REVIEW_DATE_TYPES)[number];

export const ACCOUNT_HOLDER_LABELS: Record<AccountHolderType, string> = {
  bank: 'Bank',
  credit_union: 'Credit Union',
  pention: 'Pension',
  insurance: 'Insurance',
  player: 'Player',
};
export const LOCATION_LABELS: Record<LocationType, string> = { local: 'Onshore', abroad: 'Offshore' };
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  corporate: 'Corporate',
  account_holder: 'Account Holder',
};
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const REVIEW_DATE_TYPE_LABELS: Record<ReviewDateType, string> = { automatic: 'Automatic', manual: 'Manual' };
export const YES_NO_LABELS: Record<(typeof YES_NO)[number], string> = { YES: 'Yes', NO: 'No' };

/** Account-number label by client type [001:66] (mapping ours, ADR 0026). */
export function accountNumberLabel(companyType: CompanyType, holderType: AccountHolderType | null): string {
  if (companyType === 'corporate') return 'Account Number';
  if (holderType === 'bank' || holderType === 'credit_union') return 'Account Number';
  if (holderType === 'pention') return 'Pension Number';
  if (holderType === 'insurance') return 'Policy Number';
  if (holderType === 'player') return 'Player ID';
  return 'Account Holder Number';
}

/** Year pickers: 1990 to this year + 15, no gaps (the seed's missing 2035 is a defect, ADR 0026). */
export const YEAR_MIN = 1990;
export const yearMax = (now = new Date()) => now.getUTCFullYear() + 15;
export const yearOptions = (now = new Date()) =>
  Array.from({ length: yearMax(now) - YEAR_MIN + 1 }, (_, i) => YEAR_MIN + i);

export const CLIENT_PAGE_SIZE = 30;
export const SEARCH_MIN_CHARS = 3;
