import { ApiError, createFakeHttp, type FakeHandlers, type Http } from '@app/core/client';
import { dossierApi, type ClientListItem } from '@app/plugin-dossier/shared';
import {
  TRANSACTION_PAGE_SIZE,
  transactionsApi,
  type Transaction,
  type TurnoverMonth,
  type UnlinkedAccount,
} from '../../shared/index.ts';
import {
  jobRoutes,
  storyBadRows,
  storyImport,
  storyImportErrors,
  storyJob,
  storySavedMappings,
} from './import-fake.ts';

const api = { ...transactionsApi, ...dossierApi, ...jobRoutes };
export type TransactionsHandlers = FakeHandlers<typeof api>;

export const ACME = '000000000000000000000a01';
export const SUNRISE = '000000000000000000000a02';
const id = (n: number) => n.toString(16).padStart(24, '0');

/** A transaction as a Dutch bank's statement reads once stored; `i` varies it deterministically. */
export function storyTransaction(i: number, over: Partial<Transaction> = {}): Transaction {
  const credit = i % 4 === 0;
  const day = 28 - (i % 28);
  return {
    _id: id(0xb000 + i),
    account: 'NL91ABNA0417164300',
    account_name: 'Acme Holding BV',
    customer_type: 'entity',
    customer_name: 'Acme Holding BV',
    customer_incorporation_number: '34123456',
    customer_country: 'NL',
    counterparty_type: 'entity',
    counterparty_name: credit ? 'Sunrise Trading FZE' : 'Deutsche Lieferant GmbH',
    counterparty_account: credit ? 'AE070331234567890123456' : 'DE89370400440532013000',
    counterparty_institution: credit ? 'Emirates NBD' : 'Commerzbank AG',
    counterparty_bic: credit ? 'EBILAEAD' : 'COBADEFFXXX',
    counterparty_country: credit ? 'AE' : 'DE',
    direction: credit ? 'credit' : 'debit',
    amount: credit ? '250000' : `${1200 + i * 37}.5`,
    currency: 'EUR',
    booked_at: `2026-10-${String(day).padStart(2, '0')}T09:${String(i % 60).padStart(2, '0')}:00.000000Z`,
    value_at: `2026-10-${String(day).padStart(2, '0')}T00:00:00.000000Z`,
    transmode: credit ? 'SWIFT' : 'SEPA',
    funds: 'K',
    reference: `E2E-202610${String(day).padStart(2, '0')}-${String(i).padStart(6, '0')}`,
    description: credit ? '/RFB/Advance payment contract 2026-77' : `/INV/2026-${800 + i} Goods delivered`,
    company_id: ACME,
    import_id: null,
    created_at: '2026-11-02T08:00:00.000000Z',
    ...over,
  };
}

export const storyClients: ClientListItem[] = [
  {
    _id: ACME,
    name: 'Acme Holding BV',
    first_name: null,
    last_name: null,
    company_type: 'corporate',
    location_type: 'abroad',
    account_holder_type: null,
    next_review_date: null,
    createdAt: '2026-01-10T08:00:00.000Z',
    changesCount: 0,
    pending_creation: false,
  },
  {
    _id: SUNRISE,
    name: 'Sunrise Trading FZE',
    first_name: null,
    last_name: null,
    company_type: 'corporate',
    location_type: 'abroad',
    account_holder_type: null,
    next_review_date: null,
    createdAt: '2026-02-10T08:00:00.000Z',
    changesCount: 0,
    pending_creation: false,
  },
];

export const storyUnlinked: UnlinkedAccount[] = [
  {
    account: '0012345678',
    account_name: 'Savings 12345678',
    count: 214,
    first_booked_at: '2026-03-02T08:15:00.000000Z',
    last_booked_at: '2026-11-20T16:40:00.000000Z',
  },
  {
    account: 'DE44500105175407324931',
    account_name: null,
    count: 3,
    first_booked_at: '2026-10-05T00:00:00.000000Z',
    last_booked_at: '2026-10-07T00:00:00.000000Z',
  },
];

/** Twelve months up to November 2026 with a quiet month, in EUR, and a few USD payments. */
export function storyTurnover(): { from: string; months: TurnoverMonth[] } {
  const months: TurnoverMonth[] = [];
  for (let m = 0; m < 12; m++) {
    const date = new Date(Date.UTC(2025, 11 + m, 1));
    const month = date.toISOString().slice(0, 7);
    if (m === 4) continue;
    months.push({
      month,
      currency: 'EUR',
      incoming: String(180000 + ((m * 37000) % 120000)),
      incoming_count: 3 + (m % 5),
      outgoing: `${150000 + ((m * 53000) % 140000)}.5`,
      outgoing_count: 20 + ((m * 7) % 15),
    });
  }
  months.push({
    month: '2026-10',
    currency: 'USD',
    incoming: '0',
    incoming_count: 0,
    outgoing: '48200',
    outgoing_count: 2,
  });
  return { from: '2025-12-01', months };
}

export interface TransactionsFakeState {
  transactions: Transaction[];
  unlinked: UnlinkedAccount[];
  clients: ClientListItem[];
}

export const fakeState = (over: Partial<TransactionsFakeState> = {}): TransactionsFakeState => ({
  transactions: Array.from({ length: 47 }, (_, i) => storyTransaction(i)),
  unlinked: storyUnlinked,
  clients: storyClients,
  ...over,
});

/** The fake transactions and dossier APIs, filtering in memory as the server does in SQL. */
export function createTransactionsFakeHttp(
  state: TransactionsFakeState,
  handlers: TransactionsHandlers = {},
  opts: { delay?: number } = {},
): Http {
  const defaults: TransactionsHandlers = {
    listTransactions: (q) => {
      const page = Number(q.page ?? '1');
      const rows = state.transactions.filter(
        (t) =>
          (!q.company_id || t.company_id === q.company_id) &&
          (!q.account || t.account === q.account) &&
          (!q.direction || t.direction === q.direction) &&
          (!q.country || t.counterparty_country === q.country.toUpperCase()) &&
          (!q.channel || t.transmode === q.channel) &&
          (!q.amount_min || Number(t.amount) >= Number(q.amount_min)) &&
          (!q.amount_max || Number(t.amount) <= Number(q.amount_max)) &&
          (!q.from || t.booked_at.slice(0, 10) >= q.from) &&
          (!q.to || t.booked_at.slice(0, 10) <= q.to) &&
          (!q.counterparty ||
            `${t.counterparty_name ?? ''} ${t.counterparty_account ?? ''}`
              .toLowerCase()
              .includes(q.counterparty.toLowerCase())),
      );
      return {
        transactions: rows.slice((page - 1) * TRANSACTION_PAGE_SIZE, page * TRANSACTION_PAGE_SIZE),
        total: rows.length,
        total_capped: false,
        page,
        page_size: TRANSACTION_PAGE_SIZE,
      };
    },
    getTransaction: ({ id: wanted }) => {
      const transaction = state.transactions.find((t) => t._id === wanted);
      if (!transaction) throw new ApiError(404, { message: 'Transaction not found' });
      const linked = state.clients.find((c) => c._id === transaction.company_id);
      return { transaction, client: linked ? { _id: linked._id, name: linked.name ?? '' } : null };
    },
    unlinkedAccounts: () => ({ accounts: state.unlinked }),
    transactionTurnover: () => storyTurnover(),
    listCompanies: (q) => {
      const search = (q?.search ?? '').toLowerCase();
      const companies = state.clients.filter((c) => (c.name ?? '').toLowerCase().includes(search));
      return { companies, count: companies.length };
    },
    dashboardData: ({ company_id }) => {
      const c = state.clients.find((x) => x._id === company_id);
      if (!c) throw new ApiError(404, { message: 'Company not found' });
      return { companyData: { _id: c._id, name: { value: c.name } } } as never;
    },
    getJob: storyJob(),
    listMappings: () => ({ mappings: storySavedMappings }),
    getImport: () => storyImport(),
    importErrors: (q) => {
      const rows = storyImportErrors.filter((e) => q.column === undefined || e.column === q.column);
      return {
        errors: rows,
        total: q.column === undefined ? 512 : rows.length,
        page: Number(q.page ?? '1'),
        page_size: 50,
      };
    },
    listBadRows: () => ({ rows: storyBadRows, total: 512, page: 1, page_size: 30 }),
    createMapping: (b) => ({
      ...storySavedMappings[0]!,
      _id: '000000000000000000000d02',
      name: b.name,
      mapping: b.mapping as never,
    }),
    updateMapping: (b) => ({
      ...storySavedMappings[0]!,
      ...(b.name ? { name: b.name } : {}),
      mapping: (b.mapping ?? storySavedMappings[0]!.mapping) as never,
    }),
    reimportBadRows: () => ({ inserted: 1, duplicates: 0, linked: 1, removed: 1 }),
    deleteBadRows: () => ({ removed: 1 }),
    createAccountNumber: () =>
      ({
        status: 'success',
        message: 'Account Number added successfully',
        change_id: id(0xc001),
        account_number: {},
        transaction_profile: {},
      }) as never,
  };
  return createFakeHttp(api, { ...defaults, ...handlers }, opts);
}
