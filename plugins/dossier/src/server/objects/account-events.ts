import type { ReviewableType } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { DossierServices } from '../../shared/index.ts';
import { DossierObjectEntity } from './object.entity.ts';

/** The object types whose approved account number `DossierServices.accounts` answers. */
export const ACCOUNT_OBJECT_TYPES: ReadonlySet<string> = new Set(['account_number', 'transaction_profile']);

type Listener = Parameters<DossierServices['onAccountsChanged']>[0];

/**
 * Tells listeners (transactions) that an organisation's approved accounts changed. An approval is
 * applied inside the workflow's transaction: listeners hear of it once that transaction commits (a
 * job they queue must see the new account), and never when it rolls back.
 */
export function accountEvents(log: Pick<FastifyBaseLogger, 'error'>) {
  const listeners = new Set<Listener>();
  // Organisations changed per open transaction, keyed by the transaction's own event manager (a clone per transaction).
  const pending = new WeakMap<object, Set<string>>();

  const notify = async (organizationIds: Iterable<string>) => {
    for (const organizationId of organizationIds)
      for (const listener of listeners)
        // The change is committed: a listener's failure is logged, never the approval's.
        await Promise.resolve()
          .then(() => listener(organizationId))
          .catch((error: unknown) => log.error({ err: error }, 'accounts-changed listener failed'));
  };

  async function changed(em: EntityManager, organizationId: string): Promise<void> {
    if (!em.isInTransaction()) return notify([organizationId]);
    const events = em.getEventManager();
    const seen = pending.get(events);
    if (seen) {
      seen.add(organizationId);
      return;
    }
    const organizations = new Set([organizationId]);
    pending.set(events, organizations);
    const ours = em.getTransactionContext();
    events.registerSubscriber({
      // Nested transactions (savepoints) inherit this subscriber: only this transaction's own end counts.
      afterTransactionCommit: async ({ transaction }) => {
        if (transaction !== ours) return;
        pending.delete(events);
        await notify(organizations);
      },
      afterTransactionRollback: ({ transaction }) => {
        if (transaction === ours) pending.delete(events);
      },
    });
  }

  return {
    on(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The reviewable type, telling listeners when an approved change to one of its objects is applied. */
    watch(type: ReviewableType): ReviewableType {
      if (!ACCOUNT_OBJECT_TYPES.has(type.objectType)) return type;
      return {
        ...type,
        async applyChange(em, id, values, created) {
          await type.applyChange(em, id, values, created);
          if (!created && !('account_number' in values)) return;
          const o = await em.findOne(DossierObjectEntity, { id }, { filters: false });
          if (o) await changed(em, o.organization);
        },
      };
    },
  };
}
