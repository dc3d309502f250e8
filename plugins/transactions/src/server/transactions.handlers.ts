import type { RouteRegistrar } from '@app/core/plugin-api';
import { badRequest } from '@app/core/server';
import { InvalidTransactionError, transactionsRoutes as r, type TransactionsService } from '../shared/index.ts';
import { listTransactions, unlinkedAccounts } from './list.ts';

export function transactionsHandlers(app: RouteRegistrar, store: TransactionsService): void {
  app.route(r.pushTransactions, async ({ em, principal, body }) => {
    try {
      return await store.store(em, principal.organizationId, body.transactions);
    } catch (e) {
      // The same `{message, errors: [{field}]}` as a schema failure: the item's index and field.
      if (e instanceof InvalidTransactionError) {
        const field = `transactions.${e.index}.${e.field}`;
        throw badRequest(`${field}: ${e.message}`, field);
      }
      throw e;
    }
  });
  app.route(r.listTransactions, ({ em, principal, query }) => listTransactions(em, principal.organizationId, query));
  app.route(r.unlinkedAccounts, async ({ em, principal }) => ({
    accounts: await unlinkedAccounts(em, principal.organizationId),
  }));
}
