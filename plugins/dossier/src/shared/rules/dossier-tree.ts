import type { Field } from '../fields.ts';
import type { DossierObjectType, DossierObjectWire } from '../objects.ts';

/**
 * Which value the rules read (ADR 0034): the server counts `approved` values (what a colleague
 * confirmed); the web app counts `effective` values (the pending one when there is one) as you type.
 */
export type ReadMode = 'approved' | 'effective';

/** The company values the rules need besides its objects. */
export interface RulesCompany {
  _id: string;
  name: string | null;
  companyType: 'corporate' | 'account_holder';
  locationType: 'local' | 'abroad' | null;
}

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * The objects of one dossier indexed by id and parent, with a value reader. Objects whose creation
 * awaits approval do not exist yet in `approved` mode.
 */
export class DossierTree {
  readonly byId = new Map<string, DossierObjectWire>();
  private readonly kids = new Map<string | null, DossierObjectWire[]>();

  constructor(
    objects: readonly DossierObjectWire[],
    readonly mode: ReadMode = 'approved',
  ) {
    for (const o of objects) {
      if (mode === 'approved' && o.pending_creation) continue;
      this.byId.set(o._id, o);
    }
    for (const o of this.byId.values()) {
      const parent = o.parent_id && this.byId.has(o.parent_id) ? o.parent_id : o.parent_id ? undefined : null;
      if (parent === undefined) continue; // below an object that does not exist (yet)
      const list = this.kids.get(parent) ?? [];
      list.push(o);
      this.kids.set(parent, list);
    }
    for (const list of this.kids.values()) list.sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));
  }

  /** The value of a field in the chosen mode. */
  value(o: DossierObjectWire, field: string): unknown {
    const f = o[field] as Field | undefined;
    if (!f || typeof f !== 'object') return null;
    if (this.mode === 'effective' && 'new_value' in f) return f.new_value ?? null;
    return f.value ?? null;
  }

  text(o: DossierObjectWire, field: string): string {
    const v = this.value(o, field);
    return v === null || v === undefined ? '' : String(v).trim();
  }

  filled(o: DossierObjectWire, field: string): boolean {
    return !empty(this.value(o, field));
  }

  number(o: DossierObjectWire, field: string): number | null {
    const v = this.value(o, field);
    if (empty(v)) return null;
    const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }

  /** Children of an object (or of the company for `null`), optionally of some types. */
  children(parentId: string | null, ...types: DossierObjectType[]): DossierObjectWire[] {
    const list = this.kids.get(parentId) ?? [];
    return types.length ? list.filter((o) => types.includes(o.object_type)) : list;
  }

  private readonly typed = new Map<DossierObjectType, DossierObjectWire[]>();
  private readonly refs = new Map<string, Map<string, DossierObjectWire[]>>();

  /** Objects of a type in display order (computed once per tree). */
  ofType(type: DossierObjectType): DossierObjectWire[] {
    let list = this.typed.get(type);
    if (!list) {
      list = [...this.byId.values()]
        .filter((o) => o.object_type === type)
        .sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));
      this.typed.set(type, list);
    }
    return list;
  }

  /** Objects of a type whose reference `field` names `id` (indexed once per type and field). */
  referring(type: DossierObjectType, field: string, id: string): DossierObjectWire[] {
    const key = `${type}.${field}`;
    let index = this.refs.get(key);
    if (!index) {
      index = new Map();
      for (const o of this.ofType(type)) {
        const v = this.text(o, field);
        if (v) index.set(v, [...(index.get(v) ?? []), o]);
      }
      this.refs.set(key, index);
    }
    return index.get(id) ?? [];
  }

  parent(o: DossierObjectWire): DossierObjectWire | null {
    return o.parent_id ? (this.byId.get(o.parent_id) ?? null) : null;
  }

  /** Nearest ancestor of one of the types. */
  ancestor(o: DossierObjectWire, ...types: DossierObjectType[]): DossierObjectWire | null {
    for (let p = this.parent(o), guard = 0; p && guard < 1000; p = this.parent(p), guard++)
      if (types.includes(p.object_type)) return p;
    return null;
  }

  /** A reference field pointing at another object of the dossier (`person_id`, `share_holder_related`). */
  ref(o: DossierObjectWire, field: string): DossierObjectWire | null {
    const v = this.value(o, field);
    return typeof v === 'string' ? (this.byId.get(v) ?? null) : null;
  }

  /** Display name of a person, entity or shareholder. */
  nameOf(o: DossierObjectWire | null): string {
    if (!o) return '';
    if (o.object_type === 'person')
      return [this.text(o, 'firstName'), this.text(o, 'lastName')].filter(Boolean).join(' ');
    const own = this.text(o, 'name');
    if (own) return own;
    const inner = this.detailOf(o);
    return inner && inner !== o ? this.nameOf(inner) : '';
  }

  /**
   * The person or legal entity holding the details of a shareholder, UBO or managing director: its
   * first person/legalEntity child, or the object named by `person_id`.
   */
  detailOf(o: DossierObjectWire): DossierObjectWire | null {
    if (o.object_type === 'person' || o.object_type === 'legalEntity') return o;
    const wantEntity =
      o.object_type === 'share_holder_related'
        ? this.text(o, 'shareholder_type') === 'entity'
        : o.object_type === 'mbd_related'
          ? this.text(o, 'entity_type') === 'entity'
          : false;
    const kids = this.children(o._id, 'person', 'legalEntity');
    const match = kids.find((k) => (wantEntity ? k.object_type === 'legalEntity' : k.object_type === 'person'));
    return match ?? kids[0] ?? this.ref(o, 'person_id');
  }
}
