import { defineRoute, Nullable, Type, type TSchema } from '@app/core/shared';
import type { PeopleNode } from './people-nodes.ts';

/**
 * Contract routes of the dossier's people area (001 §7 create/update/get, ADR 0030): shareholders,
 * UBOs, managing directors, persons (incl. officials and the account holder) and legal entities.
 * Every write is a change request; removals go through the workflow's `delete-object`.
 */
const AnyId = Type.String({ maxLength: 64 });
const Str = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));
const Num = Type.Optional(Nullable(Type.Number()));
const strict = { additionalProperties: false } as const;

/** Person fields [001:171–178] as a write accepts them (all optional; null clears). */
const PersonInputProps = {
  firstName: Str(100),
  lastName: Str(100),
  dateOfBirth: Str(10),
  placeofBirth: Str(100),
  passportNumber: Str(50),
  passportCountry: Str(100),
  dateIssued: Str(10),
  dateExpiry: Str(10),
  tinNumber: Str(20),
  address_line_1: Str(200),
  address_line_2: Str(200),
  address_date_issues: Str(10),
  city: Str(255),
  address_country: Str(100),
  zip: Str(20),
  location_type: Str(16),
  percentage_held: Num,
  title: Str(40),
  secondPassportType: Str(32),
  secondPassportNumber: Str(50),
  secondPassportCountry: Str(100),
  secondDateIssued: Str(10),
  secondDateExpiry: Str(10),
};
/** Legal entity fields [001:185–188]. */
const EntityInputProps = {
  name: Str(300),
  supervised: Type.Optional(Nullable(Type.Boolean())),
  location_type: Str(16),
  address_line_1: Str(200),
  address_line_2: Str(200),
  city: Str(255),
  address_country: Str(100),
  zip: Str(20),
};
/** A write made while viewing a snapshot is refused with the seed message. */
const SnapshotProps = {
  snapshotId: Type.Optional(Type.String({ maxLength: 64 })),
  snapshot_id: Type.Optional(Type.String({ maxLength: 64 })),
};
const Place = { company_id: AnyId, parent_id: Type.Optional(Nullable(AnyId)), ...SnapshotProps };

const Node = Type.Unsafe<PeopleNode>(Type.Any());
const written = <P extends Record<string, TSchema>>(p: P) =>
  Type.Object({ status: Type.String(), message: Type.String(), change_id: Nullable(Type.String()), ...p });

const { percentage_held: _p, location_type: _l, ...PersonNoShare } = PersonInputProps;

/** 'Add Shareholder' [001:382]: the shareholder and the person (Individual) or legal entity (Corporate) below it. */
export const createShareholder = defineRoute({
  operationId: 'createShareholder',
  method: 'POST',
  url: 'shareholder/create',
  permission: 'create_ubo_section_general',
  tags: ['dossier'],
  proposes: 'change',
  summary:
    'Add a shareholder (company, corporate shareholder or legal-entity director) with its person or legal entity; a change request',
  body: Type.Object(
    { ...Place, shareholder_type: Str(16), percentage_held: Num, ...PersonNoShare, ...EntityInputProps },
    strict,
  ),
  response: written({ shareholder: Node }),
});

export const updateShareholder = defineRoute({
  operationId: 'updateShareholder',
  method: 'PUT',
  url: 'shareholder/update/:id',
  permission: 'upload_ubo_section_general',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ id: AnyId, percentage_held: Num, ...SnapshotProps }, strict),
  response: written({ shareholder: Node }),
});

/** A declared UBO [001:197] with its person (percentage_held on the person). */
export const createUbo = defineRoute({
  operationId: 'createUbo',
  method: 'POST',
  url: 'ubo/create',
  permission: 'create_ubo_section_general',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ ...Place, ...PersonInputProps }, strict),
  response: written({ ubo: Node }),
});

export const updateUbo = defineRoute({
  operationId: 'updateUbo',
  method: 'PUT',
  url: 'ubo/update/:id',
  permission: 'upload_ubo_section_general',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ id: AnyId, location_type: Str(16), ...SnapshotProps }, strict),
  response: written({ ubo: Node }),
});

/** 'Add Managing Director' [001:382]: location and director type, with its person or legal entity. */
export const createMd = defineRoute({
  operationId: 'createMd',
  method: 'POST',
  url: 'md/create',
  permission: 'create_mbd_section',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ ...Place, entity_type: Str(16), ...PersonNoShare, ...EntityInputProps }, strict),
  response: written({ md: Node }),
});

export const updateMd = defineRoute({
  operationId: 'updateMd',
  method: 'PUT',
  url: 'md/update/:id',
  permission: 'upload_file_mbd_section',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ id: AnyId, location_type: Str(16), ...SnapshotProps }, strict),
  response: written({ md: Node }),
});

/**
 * A person below a managing director (an official of a legal-entity director, with its title), the
 * person of a shareholder or UBO that has none, or the account holder's own person (`role:
 * 'account_holder'`, no parent). Permission by place: MD section below a director, else UBO section.
 */
export const createPerson = defineRoute({
  operationId: 'createPerson',
  method: 'POST',
  url: 'person/create',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ ...Place, role: Str(32), ...PersonInputProps }, strict),
  response: written({ person: Node }),
});

export const updatePerson = defineRoute({
  operationId: 'updatePerson',
  method: 'PUT',
  url: 'person/update/:id',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ id: AnyId, ...PersonInputProps, ...SnapshotProps }, strict),
  response: written({ person: Node }),
});

/** A legal entity below a legal-entity director or a corporate shareholder that has none (ADR 0030). */
export const createEntity = defineRoute({
  operationId: 'createEntity',
  method: 'POST',
  url: 'entity/create',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ ...Place, ...EntityInputProps }, strict),
  response: written({ entity: Node }),
});

export const updateEntity = defineRoute({
  operationId: 'updateEntity',
  method: 'PUT',
  url: 'entity/update/:id',
  tags: ['dossier'],
  proposes: 'change',
  body: Type.Object({ id: AnyId, ...EntityInputProps, ...SnapshotProps }, strict),
  response: written({ entity: Node }),
});

const GetQuery = Type.Object(
  {
    id: AnyId,
    dependencies: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]),
    ),
  },
  strict,
);
const got = <P extends Record<string, TSchema>>(operationId: string, url: string, props: P, permission?: string) =>
  defineRoute({
    operationId,
    method: 'GET',
    url,
    tags: ['dossier'],
    ...(permission ? { permission } : {}),
    summary: 'One object; with dependencies=true also what sits below it (files, persons, legal entity, shareholders)',
    querystring: GetQuery,
    response: Type.Object(props),
  });

export const getPerson = got('getPerson', 'get-person/:id', { person: Node });
export const getEntity = got('getEntity', 'get-entity/:id', { entity: Node });
export const getUbo = got('getUbo', 'get-ubo/:id', { ubo: Node }, 'view_ubo_section_general');
export const getShareholder = got(
  'getShareholder',
  'get-shareholder/:id',
  { shareholder: Node },
  'view_ubo_section_general',
);
export const getMd = got('getMd', 'get-md/:id', { md: Node }, 'view_mbd_section');
