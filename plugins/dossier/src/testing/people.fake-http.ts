import { ApiError } from '@app/core/client';
import type { FieldError } from '@app/core/shared';
import {
  checkPercent,
  ENTITY_FIELD_NAMES,
  PERSON_FIELD_NAMES,
  shapePeople,
  sharesRemaining,
  validateEntityValues,
  validatePersonValues,
  type DossierObjectType,
  type DossierObjectWire,
  type PeopleNode,
} from '../shared/index.ts';
import type { DossierFakeContext, DossierFakeState, DossierHandlers } from './dossier.fake-http.ts';

type Values = Record<string, unknown>;
const pick = (input: Values, names: readonly string[]) =>
  Object.fromEntries(
    names.filter((n) => input[n] !== undefined && input[n] !== null && input[n] !== '').map((n) => [n, input[n]]),
  );

/** A dossier object in its wire form; `pending` puts the values in `new_value` (awaiting approval). */
export function fakeObject(
  id: string,
  type: DossierObjectType,
  companyId: string,
  parentId: string | null,
  values: Values,
  pending = false,
): DossierObjectWire {
  const fields = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, pending ? { value: null, new_value: v } : { value: v }]),
  );
  return {
    ...fields,
    _id: id,
    object_type: type,
    company_id: companyId,
    parent_id: parentId,
    position: 0,
    pending_creation: pending,
  };
}

/**
 * A realistic people structure for stories: a corporate shareholder (60%) with a person below it,
 * an individual shareholder (25%, awaiting approval), a UBO, an Individual and a Legal-entity
 * director with an official and an owner above 10%.
 */
export function addFakePeople(state: DossierFakeState, companyId: string): DossierFakeState {
  const id = (n: number) => `${companyId.slice(-4)}${'f'.repeat(12)}${n.toString(16).padStart(8, '0')}`;
  state.objects.push(
    fakeObject(id(1), 'share_holder_related', companyId, null, { shareholder_type: 'entity', percentage_held: 60 }),
    fakeObject(id(2), 'legalEntity', companyId, id(1), {
      name: 'Parent Holdings Ltd',
      location_type: 'abroad',
      city: 'Road Town',
      zip: '11111',
    }),
    fakeObject(id(3), 'share_holder_related', companyId, id(1), { shareholder_type: 'person', percentage_held: 100 }),
    fakeObject(id(4), 'person', companyId, id(3), {
      firstName: 'Anna',
      lastName: 'Lopez',
      location_type: 'abroad',
      role: 'shareholder',
      tinNumber: '1234567890',
    }),
    fakeObject(
      id(5),
      'share_holder_related',
      companyId,
      null,
      { shareholder_type: 'person', percentage_held: 25 },
      true,
    ),
    fakeObject(id(6), 'person', companyId, id(5), { firstName: 'Carlos', lastName: 'Diaz', role: 'shareholder' }, true),
    fakeObject(id(7), 'ubo', companyId, null, { location_type: 'abroad' }),
    fakeObject(id(8), 'person', companyId, id(7), {
      firstName: 'Anna',
      lastName: 'Lopez',
      percentage_held: 60,
      location_type: 'abroad',
      role: 'ubo',
    }),
    fakeObject(id(9), 'mbd_related', companyId, null, { location_type: 'local', entity_type: 'person' }),
    fakeObject(id(10), 'person', companyId, id(9), {
      firstName: 'Dirk',
      lastName: 'Jansen',
      location_type: 'local',
      title: 'MD',
      role: 'director',
    }),
    fakeObject(id(11), 'mbd_related', companyId, null, { location_type: 'abroad', entity_type: 'entity' }),
    fakeObject(id(12), 'legalEntity', companyId, id(11), {
      name: 'Director Services NV',
      location_type: 'abroad',
      supervised: false,
    }),
    fakeObject(id(13), 'person', companyId, id(11), {
      firstName: 'Olga',
      lastName: 'Smit',
      title: 'Secretary',
      role: 'official',
    }),
    fakeObject(id(14), 'share_holder_related', companyId, id(11), { shareholder_type: 'person', percentage_held: 40 }),
    fakeObject(id(15), 'person', companyId, id(14), { firstName: 'Hugo', lastName: 'Owner', role: 'shareholder' }),
    fakeObject(id(16), 'kyc_file', companyId, id(4), {
      documentType: 'passport_file',
      file: { filename: 'anna-passport.pdf' },
    }),
  );
  return state;
}

/** Fake answers of the dossier's people calls for stories (same shared checks as the server). */
export const peopleFakeHandlers = (c: DossierFakeContext): DossierHandlers => {
  const objects = () => c.state.objects;
  const node = (id: string): PeopleNode => {
    const shaped = shapePeople(objects());
    const o = objects().find((x) => x._id === id);
    if (!o) throw new ApiError(404, { message: 'Object not found' });
    return shaped.nodeOf(o);
  };
  const fail = (errors: FieldError[]) => {
    if (errors.length) throw new ApiError(400, { message: errors[0]!.message, errors });
  };
  const create = (companyId: string, type: DossierObjectType, parentId: string | null, values: Values) => {
    const o = fakeObject(c.nextId(), type, companyId, parentId, values, true);
    objects().push(o);
    return o;
  };
  const update = (id: string, values: Values) => {
    const o = objects().find((x) => x._id === id);
    if (!o) throw new ApiError(404, { message: 'Object not found' });
    for (const [k, v] of Object.entries(values))
      if (v !== undefined) o[k] = { value: (o[k] as { value?: unknown } | undefined)?.value ?? null, new_value: v };
    return { status: 'success', message: 'Data saved successfully', change_id: c.nextId() };
  };
  const written = (message: string, id: string) => ({
    status: 'success',
    message,
    change_id: c.nextId(),
    node: node(id),
  });
  return {
    createShareholder: (input) => {
      const owner =
        input.shareholder_type === 'entity'
          ? pick(input, ENTITY_FIELD_NAMES)
          : {
              ...pick(
                input,
                PERSON_FIELD_NAMES.filter((f) => f !== 'percentage_held'),
              ),
              role: 'shareholder',
            };
      const percent = checkPercent(input.percentage_held, sharesRemaining(objects(), input.parent_id ?? null));
      fail([
        ...(input.shareholder_type ? [] : [{ field: 'shareholder_type', message: 'Shareholder type is required' }]),
        ...(percent ? [{ field: 'percentage_held', message: percent }] : []),
        ...(input.shareholder_type === 'entity'
          ? validateEntityValues(owner, { creating: true })
          : validatePersonValues(owner, { creating: true })),
      ]);
      const sh = create(input.company_id, 'share_holder_related', input.parent_id ?? null, {
        shareholder_type: input.shareholder_type,
        percentage_held: input.percentage_held,
      });
      create(input.company_id, input.shareholder_type === 'entity' ? 'legalEntity' : 'person', sh._id, owner);
      const { node: shareholder, ...rest } = written('Shareholder added successfully', sh._id);
      return { ...rest, shareholder };
    },
    createUbo: (input) => {
      const person = { ...pick(input, PERSON_FIELD_NAMES), role: 'ubo' };
      fail(validatePersonValues(person, { creating: true }));
      const ubo = create(input.company_id, 'ubo', input.parent_id ?? null, pick(input, ['location_type']));
      create(input.company_id, 'person', ubo._id, person);
      const { node: u, ...rest } = written('UBO added successfully', ubo._id);
      return { ...rest, ubo: u };
    },
    createMd: (input) => {
      const owner =
        input.entity_type === 'entity'
          ? pick(input, ENTITY_FIELD_NAMES)
          : { ...pick(input, PERSON_FIELD_NAMES), role: 'director' };
      fail([
        ...(input.location_type ? [] : [{ field: 'location_type', message: 'Location type is required' }]),
        ...(input.entity_type ? [] : [{ field: 'entity_type', message: 'Director type is required' }]),
        ...(input.entity_type === 'entity'
          ? validateEntityValues(owner, { creating: true })
          : input.entity_type
            ? validatePersonValues(owner, { creating: true })
            : []),
      ]);
      const md = create(input.company_id, 'mbd_related', input.parent_id ?? null, {
        location_type: input.location_type,
        entity_type: input.entity_type,
      });
      create(input.company_id, input.entity_type === 'entity' ? 'legalEntity' : 'person', md._id, owner);
      const { node: m, ...rest } = written('Managing Director added successfully', md._id);
      return { ...rest, md: m };
    },
    createPerson: (input) => {
      const parent = objects().find((o) => o._id === input.parent_id);
      const role = !parent ? 'account_holder' : parent.object_type === 'mbd_related' ? 'official' : 'shareholder';
      const values = { ...pick(input, PERSON_FIELD_NAMES), role };
      fail(validatePersonValues(values, { creating: true }));
      const p = create(input.company_id, 'person', parent?._id ?? null, values);
      const { node: person, ...rest } = written(
        role === 'official' ? 'Official added successfully' : 'Person added successfully',
        p._id,
      );
      return { ...rest, person };
    },
    createEntity: (input) => {
      const values = pick(input, ENTITY_FIELD_NAMES);
      fail(validateEntityValues(values, { creating: true }));
      const e = create(input.company_id, 'legalEntity', input.parent_id ?? null, values);
      const { node: entity, ...rest } = written('Legal Entity added successfully', e._id);
      return { ...rest, entity };
    },
    updatePerson: ({ id, ...values }) => {
      fail(validatePersonValues(values));
      return { ...update(id, values), person: node(id) };
    },
    updateEntity: ({ id, ...values }) => {
      fail(validateEntityValues(values));
      return { ...update(id, values), entity: node(id) };
    },
    updateShareholder: ({ id, percentage_held }) => {
      const o = objects().find((x) => x._id === id);
      const percent = checkPercent(percentage_held, sharesRemaining(objects(), o?.parent_id ?? null, id));
      fail(percent ? [{ field: 'percentage_held', message: percent }] : []);
      return { ...update(id, { percentage_held }), shareholder: node(id) };
    },
    updateUbo: ({ id, location_type }) => ({ ...update(id, { location_type }), ubo: node(id) }),
    updateMd: ({ id, location_type }) => ({ ...update(id, { location_type }), md: node(id) }),
    getPerson: ({ id }) => ({ person: node(id) }),
    getEntity: ({ id }) => ({ entity: node(id) }),
    getUbo: ({ id }) => ({ ubo: node(id) }),
    getShareholder: ({ id }) => ({ shareholder: node(id) }),
    getMd: ({ id }) => ({ md: node(id) }),
  };
};
