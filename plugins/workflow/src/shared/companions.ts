import { REFERENCE_KEYS, type ReviewAction } from './workflow.schema.ts';

export interface ListedChange<T> {
  item: T;
  partOf: T | null;
}

type Referencing = Pick<ReviewAction, '_id' | 'object_id' | 'company_id'> &
  Partial<Record<(typeof REFERENCE_KEYS)[number], string | null>>;

/**
 * ADR 0049: one user action can need several change requests (the engine keeps one pending request
 * per object): adding a shareholder creates the shareholder and its person or legal entity. The owner's
 * request references the other object (`share_holder_related: <id>`, `ubo_related`, `mbd_related`).
 * Listed together, each companion right after the request it belongs to, marked `partOf`.
 * A request whose companion is not in the list stays where it is.
 */
export function withCompanions<T extends Referencing>(items: readonly T[]): ListedChange<T>[] {
  const byObject = new Map(items.map((i) => [i.object_id, i]));
  const parentOf = (i: T): T | null => {
    for (const k of REFERENCE_KEYS) {
      if (k === 'revision') continue;
      const ref = i[k];
      const other = typeof ref === 'string' && ref !== i.object_id ? byObject.get(ref) : undefined;
      if (other && other._id !== i._id && other.company_id === i.company_id) return other;
    }
    return null;
  };
  const parents = new Map(items.map((i) => [i._id, parentOf(i)]));
  const children = new Map<string, T[]>();
  for (const i of items) {
    const p = parents.get(i._id);
    if (p && !parents.get(p._id)) children.set(p._id, [...(children.get(p._id) ?? []), i]);
  }
  const out: ListedChange<T>[] = [];
  for (const i of items) {
    const p = parents.get(i._id);
    if (p && !parents.get(p._id)) continue; // listed after its parent
    out.push({ item: i, partOf: null });
    for (const c of children.get(i._id) ?? []) out.push({ item: c, partOf: i });
  }
  return out;
}

/**
 * References that tie a creation to the object it was added with: an owner (person, legal entity)
 * to its shareholder, UBO or managing director; an imported account number to its new client
 * (`kyc_review`, ADR 0072; only the import sets it on another object's request).
 */
export const GROUP_KEYS = ['share_holder_related', 'ubo_related', 'mbd_related', 'kyc_review'] as const;

type Decidable = Referencing & Pick<ReviewAction, 'actionType' | 'sourceObjectState'>;

/**
 * ADR 0055: the listed requests decided together with request `id` (the engine's rule, for the
 * reviewer): pending creations of one client, the head (an added shareholder, UBO or managing
 * director) and every creation whose GROUP_KEYS reference names the head's object. Edits and
 * removals are never grouped.
 */
export function decidedTogether<T extends Decidable>(items: readonly T[], id: string): T[] {
  const creation = (i: T) => i.actionType === 'change' && i.sourceObjectState === null;
  const asked = items.find((i) => i._id === id);
  if (!asked || !creation(asked)) return [];
  const refs = (i: T) =>
    GROUP_KEYS.map((k) => i[k]).filter((v): v is string => typeof v === 'string' && v !== i.object_id);
  const sameAdd = (i: T) => creation(i) && i.company_id === asked.company_id;
  const head = items.find((i) => sameAdd(i) && refs(asked).includes(i.object_id)) ?? asked;
  return items.filter((i) => i._id !== id && sameAdd(i) && (i._id === head._id || refs(i).includes(head.object_id)));
}
