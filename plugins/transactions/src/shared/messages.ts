/** Texts of the transactions API. */
export const TRANSACTION_MESSAGES = {
  invalidDate: (value: string) => `${value} is not a date of the calendar`,
  empty: (field: string) => `${field} is empty`,
  dateOrder: 'from is after to',
  amountOrder: 'amount_min is above amount_max',
  clientNotFound: 'Client not found',
  transactionNotFound: 'Transaction not found',
  monthsRange: (max: number) => `months must be 1 to ${max}`,
} as const;
