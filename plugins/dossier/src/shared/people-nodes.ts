import { effective, type Field } from './fields.ts';
import type { DossierObjectWire } from './objects.ts';

/**
 * The people structure (ADR 0030), all by `parent_id` in `dossier_object`:
 * - company (no parent): shareholders, UBOs, managing directors, the account holder's person;
 * - shareholder (`share_holder_related`): one person (Individual) or legal entity (Corporate); a
 *   corporate shareholder also has child shareholders (chains), its managing directors and UBOs;
 * - UBO (`ubo`): its person (percentage_held on the person);
 * - managing director (`mbd_related`): its persons (the director of an Individual MD, the
 *   officials of a Legal-entity MD, `title` Director/Secretary/MD/Registered Agent), an optional
 *   legal entity, and for a legal entity its shareholders block (owners above 10%).
 * A removal takes everything below with it.
 */
export interface PeopleNode extends DossierObjectWire {
  /** A person's or entity's document slots, keyed by document type. */
  files?: Record<string, DossierObjectWire>;
  /** Shareholder: its person or legal entity [001:194]. */
  entity?: PeopleNode | null;
  /** Shareholder: the shareholders below a corporate shareholder. */
  children?: PeopleNode[];
  /** UBO: its person. */
  person?: PeopleNode | null;
  /** Managing director: persons, legal entity, shareholders block. */
  persons?: PeopleNode[];
  legalEntity?: PeopleNode | null;
  shareholders?: PeopleNode[];
  /**
   * Legal entity of a managing director [001:187, 002:135]: the natural persons of that director's
   * shareholders block (owners above 10%), each with `share_holder_related` naming its shareholder.
   */
  mbd_ubo?: PeopleNode[];
  /** Corporate shareholder: its managing directors and the UBOs tied to it. */
  mds?: PeopleNode[];
  ubos?: PeopleNode[];
}

export const val = (o: DossierObjectWire | undefined, name: string): unknown =>
  o ? effective(o[name] as Field | undefined) : null;
export const str = (o: DossierObjectWire | undefined, name: string) => (val(o, name) as string | null) ?? null;
export const num = (o: DossierObjectWire | undefined, name: string) => {
  const v = val(o, name);
  return v === null || v === undefined || v === '' ? null : Number(v);
};

/** Display name of a person or legal entity (pending values preferred, as the maker sees them). */
export function displayName(o: DossierObjectWire | null | undefined): string {
  if (!o) return '';
  if (o.object_type === 'legalEntity') return str(o, 'name') ?? '';
  return [str(o, 'firstName'), str(o, 'lastName')].filter(Boolean).join(' ');
}

/** Sum of the shares below `parentId` (null = the company's own), without `exceptId`. */
export function sharesHeld(objects: readonly DossierObjectWire[], parentId: string | null, exceptId?: string): number {
  return objects
    .filter((o) => o.object_type === 'share_holder_related' && (o.parent_id ?? null) === parentId && o._id !== exceptId)
    .reduce((sum, o) => sum + (num(o, 'percentage_held') ?? 0), 0);
}
export const sharesRemaining = (objects: readonly DossierObjectWire[], parentId: string | null, exceptId?: string) =>
  Math.max(0, Math.round((100 - sharesHeld(objects, parentId, exceptId)) * 100) / 100);

/** Shapes the flat objects into the bundle keys of `get-kyc-files-info_2` [001:156–199]. Flat lists keep every object; nesting is added. */
export function shapePeople(objects: readonly DossierObjectWire[]) {
  const byParent = new Map<string | null, DossierObjectWire[]>();
  for (const o of objects) byParent.set(o.parent_id ?? null, [...(byParent.get(o.parent_id ?? null) ?? []), o]);
  const below = (id: string | null, type: DossierObjectWire['object_type']) =>
    (byParent.get(id) ?? []).filter((o) => o.object_type === type);
  const byId = new Map(objects.map((o) => [o._id, o]));
  const files = (id: string) =>
    Object.fromEntries(
      below(id, 'kyc_file')
        .map((f) => [String(val(f, 'documentType') ?? ''), f])
        .filter(([k]) => k),
    );
  const related = (o: DossierObjectWire) => {
    const parent = o.parent_id ? byId.get(o.parent_id) : undefined;
    const of = (t: string) => (parent?.object_type === t ? parent._id : null);
    return { ubo_related: of('ubo'), mbd_related: of('mbd_related'), share_holder_related: of('share_holder_related') };
  };
  const plainOwner = (o: DossierObjectWire): PeopleNode => ({ ...o, ...related(o), files: files(o._id) });
  /** The persons held through a director's shareholders block (the entity's `mbd_ubo`). */
  const mbdUbo = (mdId: string) =>
    below(mdId, 'share_holder_related')
      .flatMap((sh) => below(sh._id, 'person'))
      .map(plainOwner);
  const owner = (o: DossierObjectWire): PeopleNode => {
    const node = plainOwner(o);
    if (o.object_type !== 'legalEntity') return node;
    return { ...node, mbd_ubo: node.mbd_related ? mbdUbo(node.mbd_related as string) : [] };
  };
  const shareholder = (o: DossierObjectWire, depth = 0): PeopleNode => ({
    ...o,
    entity: [...below(o._id, 'person'), ...below(o._id, 'legalEntity')].map(owner)[0] ?? null,
    children: depth > 32 ? [] : below(o._id, 'share_holder_related').map((c) => shareholder(c, depth + 1)),
    mds: below(o._id, 'mbd_related').map((m) => md(m, depth + 1)),
    ubos: below(o._id, 'ubo').map(ubo),
  });
  const ubo = (o: DossierObjectWire): PeopleNode => ({ ...o, person: below(o._id, 'person').map(owner)[0] ?? null });
  const md = (o: DossierObjectWire, depth = 0): PeopleNode => ({
    ...o,
    persons: below(o._id, 'person').map(owner),
    legalEntity: below(o._id, 'legalEntity').map(owner)[0] ?? null,
    shareholders: depth > 32 ? [] : below(o._id, 'share_holder_related').map((s) => shareholder(s, depth + 1)),
  });
  const all = (t: DossierObjectWire['object_type']) => objects.filter((o) => o.object_type === t);
  return {
    persons: all('person').map(owner),
    entities: all('legalEntity').map(owner),
    ubos: all('ubo').map(ubo),
    mds: all('mbd_related').map((m) => md(m)),
    shareholders: all('share_holder_related').map((s) => shareholder(s)),
    nodeOf: (o: DossierObjectWire): PeopleNode => {
      if (o.object_type === 'share_holder_related') return shareholder(o);
      if (o.object_type === 'ubo') return ubo(o);
      if (o.object_type === 'mbd_related') return md(o);
      return owner(o);
    },
  };
}
