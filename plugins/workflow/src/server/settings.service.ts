import type { Principal } from '@app/core/plugin-api';
import { recordAudit } from '@app/core/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkflowSettings } from '../shared/index.ts';
import { WorkflowSettingEntity } from './workflow.entities.ts';

export interface Settings {
  fourEyes: boolean;
  digestAfterHours: number;
}

const DEFAULTS: Settings = { fourEyes: true, digestAfterHours: 24 };

export async function settingsOf(em: EntityManager, organization: string): Promise<Settings> {
  const row = await em.findOne(WorkflowSettingEntity, { organization }, { filters: false });
  return row ? { fourEyes: row.fourEyes, digestAfterHours: row.digestAfterHours } : { ...DEFAULTS };
}

export const toSettingsWire = (s: Settings): WorkflowSettings => ({
  four_eyes: s.fourEyes,
  digest_after_hours: s.digestAfterHours,
});

/** Administrator only (checked by the caller); the change and its old value go to the audit trail. */
export async function saveSettings(
  em: EntityManager,
  principal: Principal,
  input: { four_eyes?: boolean; digest_after_hours?: number },
  ip: string | null,
): Promise<Settings> {
  return em.transactional(async (tx) => {
    const before = await settingsOf(tx, principal.organizationId);
    let row = await tx.findOne(WorkflowSettingEntity, { organization: principal.organizationId });
    row ??= tx.create(WorkflowSettingEntity, { organization: principal.organizationId, ...before });
    if (input.four_eyes !== undefined) row.fourEyes = input.four_eyes;
    if (input.digest_after_hours !== undefined) row.digestAfterHours = input.digest_after_hours;
    row.updatedAt = new Date();
    await tx.flush();
    const after = { fourEyes: row.fourEyes, digestAfterHours: row.digestAfterHours };
    await recordAudit(tx, {
      organizationId: principal.organizationId,
      action: 'workflow.settings_changed',
      actorId: principal.userId,
      ip,
      before: toSettingsWire(before),
      after: toSettingsWire(after),
    });
    return after;
  });
}
