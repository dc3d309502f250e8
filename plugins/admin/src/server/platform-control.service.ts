import type { EntityManager } from '@mikro-orm/postgresql';
import type { PlatformControl, PlatformControlInput } from '../shared/index.ts';
import { PlatformControlEntity } from './admin.entities.ts';

/** Used until a super user saves platform control for the first time (ADR 0021). */
export const DEFAULT_PLATFORM_CONTROL: PlatformControl = {
  subscription_cost: 100,
  subscription_amount_rows: 1000,
  subscription_cost_per_row: 0.1,
  emails_send_out: 'YES',
  last_updated_at: null,
};

/** The newest saved platform control, or the defaults. */
export async function currentPlatformControl(em: EntityManager): Promise<PlatformControl> {
  const [row] = await em.find(
    PlatformControlEntity,
    {},
    { orderBy: { lastUpdatedAt: 'desc', id: 'desc' }, limit: 1, filters: false },
  );
  if (!row) return DEFAULT_PLATFORM_CONTROL;
  return {
    subscription_cost: Number(row.subscriptionCost),
    subscription_amount_rows: row.subscriptionAmountRows,
    subscription_cost_per_row: Number(row.subscriptionCostPerRow),
    emails_send_out: row.emailsSendOut === 'NO' ? 'NO' : 'YES',
    last_updated_at: row.lastUpdatedAt.toISOString(),
  };
}

/** Saves a new version; the previous ones stay as history. */
export async function savePlatformControl(
  em: EntityManager,
  input: PlatformControlInput,
  updatedBy: string,
): Promise<PlatformControl> {
  em.create(PlatformControlEntity, {
    subscriptionCost: input.subscription_cost,
    subscriptionAmountRows: input.subscription_amount_rows,
    subscriptionCostPerRow: input.subscription_cost_per_row,
    emailsSendOut: input.emails_send_out,
    updatedBy,
  });
  await em.flush();
  return currentPlatformControl(em);
}
