import { REFERENCE_KEYS, type ReviewAction } from './workflow.schema.ts';

export interface ListedChange<T> { item: T; partOf: T | null }

type Referencing = Pick<ReviewAction, '_id' | 'object_id' | 'company_id'> & Partial<Record<(typeof REFERENCE_KEYS)[number], string | null>>;

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
