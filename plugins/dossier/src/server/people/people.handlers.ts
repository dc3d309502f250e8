import type { Principal, RouteRegistrar } from '@app/core/plugin-api';
import type { FieldError } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  checkPercent,
  dossierRoutes as r,
  ENTITY_FIELD_NAMES,
  MD_OWNER_THRESHOLD,
  PEOPLE_MESSAGES as M,
  PERSON_FIELD_NAMES,
  REFERENCE_KEY,
  sharesRemaining,
  SHAREHOLDER_TYPES,
  validateEntityValues,
  validatePersonValues,
  type DossierObjectType,
} from '../../shared/index.ts';
import { createObject, toObjectWire } from '../objects/objects.service.ts';
import { peopleReadHandlers } from './people-read.handlers.ts';
import { peopleUpdateHandlers } from './people-update.handlers.ts';
import type { DossierDeps } from '../dossier-deps.ts';
import {
  childrenOf,
  fieldOf,
  invalid,
  nodeOf,
  pick,
  placeOf,
  refuseSnapshot,
  requirePermission,
  type Place,
} from './people.place.ts';

export const actorOf = (p: Principal, request: FastifyRequest) => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});
const PERSON_ONLY = PERSON_FIELD_NAMES.filter((f) => f !== 'percentage_held' && f !== 'location_type');
const LOCATIONS = ['local', 'abroad'];
const added = (kind: string) => `${kind} added successfully`;
type Body = Record<string, unknown>;

/** Where an object of each kind may sit (ADR 0030); the message says it when the parent does not fit. */
function checkParent(
  kind: 'shareholder' | 'ubo' | 'md' | 'person' | 'entity',
  place: Place,
  body: Body,
): FieldError | null {
  const p = place.parent;
  const type = p?.objectType;
  const has = (types: DossierObjectType[]) => (p ? childrenOf(place.objects, p.id, types).length > 0 : false);
  const fits = {
    shareholder:
      !p ||
      (type === 'share_holder_related' && fieldOf(p, 'shareholder_type') === 'entity') ||
      (type === 'mbd_related' && fieldOf(p, 'entity_type') === 'entity'),
    ubo: !p || type === 'share_holder_related',
    md: !p || (type === 'share_holder_related' && fieldOf(p, 'shareholder_type') === 'entity'),
    person: p
      ? type === 'mbd_related' ||
        (type === 'ubo' && !has(['person'])) ||
        (type === 'share_holder_related' && fieldOf(p, 'shareholder_type') === 'person' && !has(['person']))
      : body.role === 'account_holder' &&
        place.company.companyType === 'account_holder' &&
        !place.objects.some((o) => !o.parentId && o.objectType === 'person'),
    entity:
      (type === 'share_holder_related' &&
        fieldOf(p, 'shareholder_type') === 'entity' &&
        !has(['legalEntity', 'person'])) ||
      (type === 'mbd_related' && fieldOf(p, 'entity_type') === 'entity' && !has(['legalEntity'])),
  }[kind];
  if (fits) return null;
  const message = {
    shareholder: 'A shareholder belongs to the company, a corporate shareholder or a legal-entity managing director',
    ubo: 'A UBO belongs to the company or to a shareholder',
    md: 'A managing director belongs to the company or to a corporate shareholder',
    person: p
      ? 'This object cannot take another person'
      : 'Only an account holder has a person of its own (role account_holder), once',
    entity: 'A legal entity belongs to a corporate shareholder or a legal-entity managing director that has none',
  }[kind];
  return { field: 'parent_id', message };
}

/** The person or legal entity that comes with a shareholder or managing director. */
function ownerValues(kind: 'person' | 'entity', body: Body, role: string) {
  const values =
    kind === 'person'
      ? { ...pick(body, PERSON_ONLY), location_type: body.location_type ?? null, role }
      : pick(body, ENTITY_FIELD_NAMES);
  const errors =
    kind === 'person'
      ? validatePersonValues(values, { creating: true })
      : validateEntityValues(values, { creating: true });
  return { values, errors };
}

export function peopleHandlers(app: RouteRegistrar, deps: DossierDeps): void {
  const { workflow } = deps;

  /** Creates the main object and (optionally) its owner below it in one transaction: two change requests. */
  async function createWithOwner(
    em: EntityManager,
    actor: ReturnType<typeof actorOf>,
    place: Place,
    main: { type: DossierObjectType; values: Body },
    owner?: { type: DossierObjectType; values: Body },
  ) {
    return em.transactional(async (tx) => {
      const made = await createObject(tx, workflow, actor, {
        companyId: place.company.id,
        objectType: main.type,
        parentId: place.parent?.id ?? null,
        values: main.values,
      });
      // ADR 0049: the owner's creation names the object it belongs to (`share_holder_related`, `ubo_related`,
      // `mbd_related`), so the reviewer sees both requests of one 'add' together.
      if (owner)
        await createObject(tx, workflow, actor, {
          companyId: place.company.id,
          objectType: owner.type,
          parentId: made.id,
          values: owner.values,
          references: { [REFERENCE_KEY[main.type]]: made.id },
        });
      return made;
    });
  }

  app.route(r.createShareholder, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const place = await placeOf(em, body.company_id, body.parent_id);
    requirePermission(principal, 'create', place.chain);
    const errors: FieldError[] = [];
    const parentError = checkParent('shareholder', place, body);
    if (parentError) errors.push(parentError);
    const type = body.shareholder_type ?? null;
    if (!type) errors.push({ field: 'shareholder_type', message: M.shareholderTypeRequired });
    else if (!(SHAREHOLDER_TYPES as readonly string[]).includes(type))
      errors.push({ field: 'shareholder_type', message: M.choice('Shareholder type', SHAREHOLDER_TYPES) });
    const percent = checkPercent(
      body.percentage_held,
      sharesRemaining(place.objects.map(toObjectWire), place.parent?.id ?? null),
    );
    if (percent) errors.push({ field: 'percentage_held', message: percent });
    else if (place.parent?.objectType === 'mbd_related' && Number(body.percentage_held) <= MD_OWNER_THRESHOLD)
      errors.push({ field: 'percentage_held', message: M.mdOwnerAboveTen });
    const owner = type === 'person' || type === 'entity' ? ownerValues(type, body, 'shareholder') : null;
    if (owner) errors.push(...owner.errors);
    if (errors.length) throw invalid(errors);
    const made = await createWithOwner(
      em,
      actorOf(principal, request),
      place,
      { type: 'share_holder_related', values: { shareholder_type: type, percentage_held: body.percentage_held } },
      { type: type === 'person' ? 'person' : 'legalEntity', values: owner!.values },
    );
    return {
      status: 'success',
      message: added('Shareholder'),
      change_id: made.change?.id ?? null,
      shareholder: await nodeOf(em, place.company.id, made.id),
    };
  });

  app.route(r.createUbo, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const place = await placeOf(em, body.company_id, body.parent_id);
    requirePermission(principal, 'create', place.chain);
    const errors: FieldError[] = [];
    const parentError = checkParent('ubo', place, body);
    if (parentError) errors.push(parentError);
    if (body.location_type && !LOCATIONS.includes(body.location_type))
      errors.push({ field: 'location_type', message: M.choice('Origin', LOCATIONS) });
    const person = { ...pick(body, PERSON_FIELD_NAMES), role: 'ubo' };
    errors.push(...validatePersonValues(person, { creating: true }).filter((e) => e.field !== 'location_type'));
    if (errors.length) throw invalid(errors);
    const made = await createWithOwner(
      em,
      actorOf(principal, request),
      place,
      {
        type: 'ubo',
        values: { location_type: body.location_type ?? null, share_holder_related: place.parent?.id ?? null },
      },
      { type: 'person', values: person },
    );
    return {
      status: 'success',
      message: added('UBO'),
      change_id: made.change?.id ?? null,
      ubo: await nodeOf(em, place.company.id, made.id),
    };
  });

  app.route(r.createMd, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const place = await placeOf(em, body.company_id, body.parent_id);
    requirePermission(principal, 'create', ['mbd_related', ...place.chain]);
    const errors: FieldError[] = [];
    const parentError = checkParent('md', place, body);
    if (parentError) errors.push(parentError);
    if (!body.location_type) errors.push({ field: 'location_type', message: M.locationRequired });
    else if (!LOCATIONS.includes(body.location_type))
      errors.push({ field: 'location_type', message: M.choice('Location type', LOCATIONS) });
    const type = body.entity_type ?? null;
    if (!type) errors.push({ field: 'entity_type', message: M.directorTypeRequired });
    else if (!(SHAREHOLDER_TYPES as readonly string[]).includes(type))
      errors.push({ field: 'entity_type', message: M.choice('Director type', SHAREHOLDER_TYPES) });
    const owner = type === 'person' || type === 'entity' ? ownerValues(type, body, 'director') : null;
    if (owner) errors.push(...owner.errors.filter((e) => e.field !== 'location_type'));
    if (errors.length) throw invalid(errors);
    const ownerRow = { ...owner!.values, location_type: body.location_type };
    const made = await createWithOwner(
      em,
      actorOf(principal, request),
      place,
      {
        type: 'mbd_related',
        values: {
          location_type: body.location_type,
          entity_type: type,
          share_holder_related: place.parent?.id ?? null,
        },
      },
      { type: type === 'person' ? 'person' : 'legalEntity', values: ownerRow },
    );
    return {
      status: 'success',
      message: added('Managing Director'),
      change_id: made.change?.id ?? null,
      md: await nodeOf(em, place.company.id, made.id),
    };
  });

  app.route(r.createPerson, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const place = await placeOf(em, body.company_id, body.parent_id);
    requirePermission(principal, 'create', place.chain);
    const parentError = checkParent('person', place, body);
    const p = place.parent;
    const role = !p
      ? 'account_holder'
      : p.objectType === 'mbd_related'
        ? fieldOf(p, 'entity_type') === 'entity'
          ? 'official'
          : 'director'
        : p.objectType === 'ubo'
          ? 'ubo'
          : 'shareholder';
    const values = { ...pick(body, PERSON_FIELD_NAMES), role };
    const errors = [...(parentError ? [parentError] : []), ...validatePersonValues(values, { creating: true })];
    if (errors.length) throw invalid(errors);
    const made = await createObject(em, workflow, actorOf(principal, request), {
      companyId: place.company.id,
      objectType: 'person',
      parentId: p?.id ?? null,
      values,
    });
    return {
      status: 'success',
      message: added(role === 'official' ? 'Official' : 'Person'),
      change_id: made.change?.id ?? null,
      person: await nodeOf(em, place.company.id, made.id),
    };
  });

  app.route(r.createEntity, async ({ em, principal, body, request }) => {
    refuseSnapshot(body);
    const place = await placeOf(em, body.company_id, body.parent_id);
    requirePermission(principal, 'create', place.chain);
    const parentError = checkParent('entity', place, body);
    const values = pick(body, ENTITY_FIELD_NAMES);
    const errors = [...(parentError ? [parentError] : []), ...validateEntityValues(values, { creating: true })];
    if (errors.length) throw invalid(errors);
    const made = await createObject(em, workflow, actorOf(principal, request), {
      companyId: place.company.id,
      objectType: 'legalEntity',
      parentId: place.parent!.id,
      values,
    });
    return {
      status: 'success',
      message: added('Legal Entity'),
      change_id: made.change?.id ?? null,
      entity: await nodeOf(em, place.company.id, made.id),
    };
  });

  peopleUpdateHandlers(app, deps);
  peopleReadHandlers(app);
}
