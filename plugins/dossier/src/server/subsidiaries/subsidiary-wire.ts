import type { SubsidiaryWire } from '../../shared/index.ts';
import type { DossierObject } from '../objects/object.entity.ts';
import { toObjectWire } from '../objects/objects.service.ts';

/** A subsidiary with its creation time (shown 'MMM DD, YYYY at HH:mm' [001:491]) and its annual-account file slot. */
export function subsidiaryWire(sub: DossierObject, objects: readonly DossierObject[]): SubsidiaryWire {
  const file = objects.find((o) => o.objectType === 'kyc_file' && o.parentId === sub.id) ?? null;
  return { ...toObjectWire(sub), createdAt: sub.createdAt.toISOString(), file: file ? toObjectWire(file) : null };
}
