import type { TestApp } from '@app/core/testing';
import { usersRoutes } from '@app/plugin-auth/shared';
import { buildDossierTestApp } from '@app/plugin-dossier/server/test-helpers';
import type { TransactionInput } from '../shared/index.ts';
import { transactionsServerPlugin } from './index.ts';

export { team } from '@app/plugin-dossier/server/test-helpers';

/** Auth, workflow, screening and dossier (the providers of the dossier the store links through) and transactions. */
export const buildTransactionsTestApp = (t: { teardown(fn: () => unknown): void }): Promise<TestApp> =>
  buildDossierTestApp(t, { plugins: [transactionsServerPlugin] });

export const organizationOf = async (api: TestApp, token: string): Promise<string> =>
  (await api.call(usersRoutes.getUser, {}, token)).body.organization._id as string;

let seq = 0;
/**
 * A transaction as a Dutch bank's camt.053 entry reads once mapped: SEPA credit transfers, end-to-end
 * ids as references, real IBAN/BIC shapes. `over` replaces fields; references stay unique per call.
 */
export function sepaTransfer(over: Partial<TransactionInput> = {}): TransactionInput {
  seq += 1;
  return {
    account: 'NL91ABNA0417164300',
    account_name: 'Acme Holding BV',
    customer_type: 'entity',
    customer_name: 'Acme Holding BV',
    customer_incorporation_number: '34123456',
    customer_country: 'NL',
    counterparty_type: 'entity',
    counterparty_name: 'Deutsche Lieferant GmbH',
    counterparty_account: 'DE89370400440532013000',
    counterparty_institution: 'Commerzbank AG',
    counterparty_bic: 'COBADEFFXXX',
    counterparty_country: 'DE',
    direction: 'debit',
    amount: '12500.00',
    currency: 'EUR',
    booked_at: '2026-10-05T09:14:22+02:00',
    value_at: '2026-10-05',
    transmode: 'SEPA',
    funds: 'K',
    reference: `E2E-20261005-${String(seq).padStart(6, '0')}`,
    description: '/INV/2026-0815 Invoice 815 goods delivered',
    ...over,
  };
}
