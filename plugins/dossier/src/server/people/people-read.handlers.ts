import type { RouteRegistrar } from '@app/core/plugin-api';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '@app/core/plugin-api';
import { dossierRoutes as r, type DossierObjectType, type PeopleNode } from '../../shared/index.ts';
import { toObjectWire } from '../objects/objects.service.ts';
import { nodeOf, objectPlace, requirePermission } from './people.place.ts';

const withDeps = (flag: string | undefined) => flag === 'true' || flag === '1';
/** Relation ids of a plain (no dependencies) answer, as the nested one carries them; an entity's `mbd_ubo` list is one of its fields [001:187]. */
const RELATION_KEYS = ['ubo_related', 'mbd_related', 'share_holder_related', 'mbd_ubo'];

/** `get-person|entity|ubo|shareholder|md/{id}` [001:413–414]; person, entity and MD nest what is below them only with `dependencies`. */
export function peopleReadHandlers(app: RouteRegistrar): void {
  async function read(
    em: EntityManager,
    principal: Principal,
    type: DossierObjectType,
    id: string,
    deps: boolean,
  ): Promise<PeopleNode> {
    const place = await objectPlace(em, id, [type]);
    requirePermission(principal, 'view', place.chain);
    const node = await nodeOf(em, place.company.id, id);
    if (deps) return node;
    const plain = toObjectWire(place.self) as PeopleNode;
    for (const k of RELATION_KEYS) if (k in node && !(k in plain)) plain[k] = node[k];
    return plain;
  }

  app.route(r.getPerson, async ({ em, principal, query }) => ({
    person: await read(em, principal, 'person', query.id, withDeps(query.dependencies)),
  }));
  app.route(r.getEntity, async ({ em, principal, query }) => ({
    entity: await read(em, principal, 'legalEntity', query.id, withDeps(query.dependencies)),
  }));
  app.route(r.getMd, async ({ em, principal, query }) => ({
    md: await read(em, principal, 'mbd_related', query.id, withDeps(query.dependencies)),
  }));
  app.route(r.getUbo, async ({ em, principal, query }) => ({ ubo: await read(em, principal, 'ubo', query.id, true) }));
  app.route(r.getShareholder, async ({ em, principal, query }) => ({
    shareholder: await read(em, principal, 'share_holder_related', query.id, true),
  }));
}
