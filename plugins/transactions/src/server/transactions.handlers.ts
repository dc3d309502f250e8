import type { RouteRegistrar } from '@app/core/plugin-api';
import { badRequest, contentDisposition, notFound } from '@app/core/server';
import type { DossierServices } from '@app/plugin-dossier/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  InvalidTransactionError,
  TRANSACTION_MESSAGES as M,
  TURNOVER_MAX_MONTHS,
  transactionsRoutes as r,
  type TransactionsService,
} from '../shared/index.ts';
import { transactionsCsv } from './export.ts';
import { findTransaction, listTransactions, unlinkedAccounts } from './list.ts';
import { turnover, turnoverStart } from './turnover.ts';

export function transactionsHandlers(
  app: RouteRegistrar,
  store: Pick<TransactionsService, 'store'>,
  dossier: Pick<DossierServices, 'company'>,
): void {
  /** A client of the caller's organisation or a 404: another organisation's client reads as absent. */
  async function ownClient(em: EntityManager, organizationId: string, companyId: string) {
    const company = await dossier.company(em, organizationId, companyId);
    if (!company) throw notFound(M.clientNotFound);
    return company;
  }
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
  app.route(r.listTransactions, async ({ em, principal, query }) => {
    if (query.company_id) await ownClient(em, principal.organizationId, query.company_id);
    return listTransactions(em, principal.organizationId, query);
  });
  app.route(r.unlinkedAccounts, async ({ em, principal }) => ({
    accounts: await unlinkedAccounts(em, principal.organizationId),
  }));
  app.route(r.getTransaction, async ({ em, principal, query }) => {
    const transaction = await findTransaction(em, principal.organizationId, query.id);
    if (!transaction) throw notFound(M.transactionNotFound);
    const company = transaction.company_id
      ? await dossier.company(em, principal.organizationId, transaction.company_id)
      : null;
    return { transaction, client: company ? { _id: company.id, name: company.name } : null };
  });
  app.route(r.exportTransactions, async ({ em, principal, query, reply }) => {
    if (query.company_id) await ownClient(em, principal.organizationId, query.company_id);
    // Filters are checked (400) before the first byte is sent.
    const csv = transactionsCsv(em.fork(), principal.organizationId, query);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`transactions-${day}.csv`))
      .header('cache-control', 'no-store');
    return reply.send(csv);
  });
  app.route(r.transactionTurnover, async ({ em, principal, query }) => {
    const months = Number(query.months ?? '12');
    if (months > TURNOVER_MAX_MONTHS) throw badRequest(M.monthsRange(TURNOVER_MAX_MONTHS), 'months');
    await ownClient(em, principal.organizationId, query.client_id);
    const from = turnoverStart(new Date(), months);
    return { from, months: await turnover(em, principal.organizationId, query.client_id, from) };
  });
}
