import type { DossierObjectType, DossierObjectWire, RulesCompany } from '../shared/index.ts';

/**
 * Builds a dossier's objects in their wire form (tests, stories, the bench): values are approved
 * unless `pending`, ids are 24 hex characters, parents by id.
 */
export class DossierBuilder {
  readonly objects: DossierObjectWire[] = [];
  private seq = 0;
  constructor(
    readonly companyId = 'c'.repeat(24),
    private readonly prefix = 'a',
  ) {}

  add(
    type: DossierObjectType,
    values: Record<string, unknown>,
    parent: string | null = null,
    opts: { pending?: boolean } = {},
  ): string {
    const _id = `${this.prefix}${(++this.seq).toString(16)}`.padStart(24, '0');
    const fields = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, opts.pending ? { value: null, new_value: v } : { value: v }]),
    );
    this.objects.push({
      ...fields,
      _id,
      object_type: type,
      company_id: this.companyId,
      parent_id: parent,
      position: this.seq,
      pending_creation: !!opts.pending,
    });
    return _id;
  }

  /** A kyc_file slot with a file. */
  file(owner: string | null, documentType: string, extra: Record<string, unknown> = {}): string {
    return this.add(
      'kyc_file',
      { documentType, file: { serverName: `${documentType}.pdf`, filename: `${documentType}.pdf` }, ...extra },
      owner,
    );
  }

  /** A shareholder with its person or entity below it. */
  shareholder(
    parent: string | null,
    type: 'person' | 'entity',
    percentage: number,
    detail: Record<string, unknown>,
  ): { id: string; detail: string } {
    const id = this.add('share_holder_related', { shareholder_type: type, percentage_held: percentage }, parent);
    return { id, detail: this.add(type === 'person' ? 'person' : 'legalEntity', detail, id) };
  }

  /** A managing director with its person or legal entity below it. */
  director(
    parent: string | null,
    type: 'person' | 'entity',
    detail: Record<string, unknown>,
  ): { id: string; detail: string } {
    const id = this.add('mbd_related', { entity_type: type, location_type: detail.location_type ?? 'abroad' }, parent);
    return { id, detail: this.add(type === 'person' ? 'person' : 'legalEntity', detail, id) };
  }
}

export const rulesCompanyOf = (over: Partial<RulesCompany> = {}): RulesCompany => ({
  _id: 'c'.repeat(24),
  name: 'Acme Holding BV',
  companyType: 'corporate',
  locationType: 'abroad',
  ...over,
});

/** Complete person values (non-local, every field and slot field filled). */
export const fullPerson = (
  first: string,
  last: string,
  over: Record<string, unknown> = {},
): Record<string, unknown> => ({
  firstName: first,
  lastName: last,
  dateOfBirth: '1975-04-12',
  placeofBirth: 'Willemstad',
  tinNumber: '1234567890',
  location_type: 'abroad',
  passportNumber: 'NP1234567',
  passportCountry: 'NL',
  dateIssued: '2020-01-01',
  dateExpiry: '2031-01-01',
  address_line_1: 'Kaya Grandi 12, Kralendijk',
  city: 'Kralendijk',
  address_country: 'BQ',
  zip: '12345',
  address_date_issues: '2026-10-01',
  secondPassportType: 'id_card',
  secondPassportNumber: 'ID998877',
  secondPassportCountry: 'NL',
  secondDateIssued: '2021-01-01',
  secondDateExpiry: '2031-01-01',
  ...over,
});

export const fullEntity = (name: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name,
  location_type: 'abroad',
  supervised: false,
  address_line_1: 'Schottegatweg Oost 44',
  city: 'Willemstad',
  address_country: 'CW',
  zip: '54321',
  ...over,
});

/**
 * A four-level structure: the client ← Parent Holding (60%) ← Family Trust (50%) ← Ann Lee (100%),
 * plus Bob Stone 40% directly; directors and officials where the rules ask for them.
 */
export function fourLevelStructure(companyId = 'c'.repeat(24)): DossierBuilder {
  const b = new DossierBuilder(companyId);
  const parent = b.shareholder(null, 'entity', 60, fullEntity('Parent Holding BV'));
  b.shareholder(null, 'person', 40, fullPerson('Bob', 'Stone'));
  const trust = b.shareholder(parent.id, 'entity', 50, fullEntity('Family Trust Foundation'));
  b.shareholder(parent.id, 'person', 30, fullPerson('Carla', 'Diaz'));
  b.shareholder(trust.id, 'person', 100, fullPerson('Ann', 'Lee'));
  const parentMd = b.director(parent.id, 'entity', fullEntity('Parent Management NV'));
  b.add('person', fullPerson('Eva', 'Green', { title: 'Director', role: 'official' }), parentMd.detail);
  b.director(null, 'person', fullPerson('Dirk', 'Vos', { title: 'Director' }));
  const ubo = b.add('ubo', { location_type: 'abroad' });
  b.add('person', fullPerson('Bob', 'Stone'), ubo);
  return b;
}
