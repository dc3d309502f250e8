import type { Principal, RouteRegistrar } from '@app/core/plugin-api';
import type { FieldError } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import {
  checkPercent,
  DOSSIER_MESSAGES,
  dossierRoutes as r,
  ENTITY_FIELD_NAMES,
  MD_OWNER_THRESHOLD,
  PEOPLE_MESSAGES as M,
  PERSON_FIELD_NAMES,
  sharesRemaining,
  validateEntityValues,
  validatePersonValues,
  type DossierObjectType,
} from '../../shared/index.ts';
import { toObjectWire, updateObject } from '../objects/objects.service.ts';
import { fieldOf, invalid, nodeOf, objectPlace, pick, refuseSnapshot, requirePermission } from './people.place.ts';
import type { DossierDeps } from '../dossier-deps.ts';

const LOCATIONS = ['local', 'abroad'];
const actorOf = (p: Principal, request: FastifyRequest) => ({
  userId: p.userId,
  organizationId: p.organizationId,
  ip: request.ip ?? null,
});

/** The update calls (`{kind}/update/{id}`, 001:407): only the fields sent are proposed, and only those that differ become the change request. */
export function peopleUpdateHandlers(app: RouteRegistrar, { workflow }: DossierDeps): void {
  async function propose(
    em: EntityManager,
    principal: Principal,
    request: FastifyRequest,
    type: DossierObjectType,
    id: string,
    body: Record<string, unknown>,
    names: readonly string[],
    validate: (values: Record<string, unknown>, self: Awaited<ReturnType<typeof objectPlace>>) => FieldError[],
  ) {
    refuseSnapshot(body);
    const place = await objectPlace(em, id, [type]);
    requirePermission(principal, 'update', place.chain);
    const values = pick(body, names);
    const errors = validate(values, place);
    if (errors.length) throw invalid(errors);
    const change = Object.keys(values).length
      ? await updateObject(em, workflow, actorOf(principal, request), type, id, values)
      : null;
    return {
      status: 'success',
      message: change ? DOSSIER_MESSAGES.saved : DOSSIER_MESSAGES.nothingToSave,
      change_id: change?.id ?? null,
      node: await nodeOf(em, place.company.id, id),
    };
  }
  const location = (values: Record<string, unknown>): FieldError[] =>
    values.location_type !== undefined && !LOCATIONS.includes(String(values.location_type))
      ? [{ field: 'location_type', message: M.choice('Location type', LOCATIONS) }]
      : [];

  app.route(r.updateShareholder, async ({ em, principal, body, request }) => {
    const { node, ...rest } = await propose(
      em,
      principal,
      request,
      'share_holder_related',
      body.id,
      body,
      ['percentage_held'],
      (values, place) => {
        if (!('percentage_held' in values)) return [];
        const message = checkPercent(
          values.percentage_held,
          sharesRemaining(place.objects.map(toObjectWire), place.self.parentId ?? null, place.self.id),
        );
        if (message) return [{ field: 'percentage_held', message }];
        if (place.parent?.objectType === 'mbd_related' && Number(values.percentage_held) <= MD_OWNER_THRESHOLD)
          return [{ field: 'percentage_held', message: M.mdOwnerAboveTen }];
        return [];
      },
    );
    return { ...rest, shareholder: node };
  });

  app.route(r.updateUbo, async ({ em, principal, body, request }) => {
    const { node, ...rest } = await propose(em, principal, request, 'ubo', body.id, body, ['location_type'], location);
    return { ...rest, ubo: node };
  });

  app.route(r.updateMd, async ({ em, principal, body, request }) => {
    const { node, ...rest } = await propose(
      em,
      principal,
      request,
      'mbd_related',
      body.id,
      body,
      ['location_type'],
      (values) =>
        values.location_type === null ? [{ field: 'location_type', message: M.locationRequired }] : location(values),
    );
    return { ...rest, md: node };
  });

  app.route(r.updatePerson, async ({ em, principal, body, request }) => {
    const { node, ...rest } = await propose(
      em,
      principal,
      request,
      'person',
      body.id,
      body,
      PERSON_FIELD_NAMES,
      (values, place) => {
        const errors = validatePersonValues(values);
        if (values.title && fieldOf(place.self, 'role') === 'ubo')
          errors.push({ field: 'title', message: 'A UBO has no title' });
        return errors;
      },
    );
    return { ...rest, person: node };
  });

  app.route(r.updateEntity, async ({ em, principal, body, request }) => {
    const { node, ...rest } = await propose(
      em,
      principal,
      request,
      'legalEntity',
      body.id,
      body,
      ENTITY_FIELD_NAMES,
      (values) => validateEntityValues(values),
    );
    return { ...rest, entity: node };
  });
}
