import type { ProfileWire } from '../../shared/index.ts';
import type { DossierObject } from '../objects/object.entity.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/**
 * A transaction profile with its account (ADR 0038: the account number object is the profile's child,
 * so removing the profile removes its account). `account_number` is the reference to that account.
 */
export function profileWire(profile: DossierObject, objects: readonly DossierObject[]): ProfileWire {
  const account = objects.find((o) => o.objectType === 'account_number' && o.parentId === profile.id) ?? null;
  return {
    ...toObjectWire(profile),
    account_number: { value: account?.id ?? null },
    account: account ? toObjectWire(account) : null,
  };
}

export const profileWires = (objects: readonly DossierObject[]): ProfileWire[] =>
  objects.filter((o) => o.objectType === 'transaction_profile').map((p) => profileWire(p, objects));
