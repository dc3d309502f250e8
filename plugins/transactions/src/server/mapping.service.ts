import { badRequest, HttpError, notFound } from '@app/core/server';
import { newId } from '@app/core/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_MESSAGES as M, validateMapping, type Mapping, type SavedMapping } from '../shared/index.ts';
import { SavedMappingEntity, type SavedMappingRow } from './import.entities.ts';

/** A mapping checked key by key: a 400 whose errors name each bad key's path under `prefix` (`mapping.columns.amout`). */
export function checkedMapping(json: unknown, prefix = 'mapping'): Mapping {
  const check = validateMapping(json);
  if (check.ok) return check.mapping;
  const errors = check.errors.map((e) => ({
    field: e.path ? `${prefix}.${e.path}` : prefix,
    message: e.message,
  }));
  throw new HttpError(400, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/** The `mapping` form field: JSON text of a mapping file. */
export function mappingOfText(text: string): Mapping {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw badRequest(M.mappingNotJson((error as Error).message), 'mapping');
  }
  return checkedMapping(json);
}

/** A saved mapping of the organisation, or a 400 naming `field` (a form field) / a 404 (a path). */
export async function savedMapping(
  em: EntityManager,
  organizationId: string,
  id: string,
  missing: 'field' | 'path' = 'field',
): Promise<SavedMappingRow> {
  const row = /^[0-9a-f]{24}$/.test(id)
    ? await em.findOne(SavedMappingEntity, { id, organization: organizationId }, { filters: false })
    : null;
  if (row) return row;
  throw missing === 'field' ? badRequest(M.mappingNotFound, 'mapping_id') : notFound(M.mappingNotFound);
}

export const toSavedMapping = (row: SavedMappingRow): SavedMapping => ({
  _id: row.id,
  name: row.name,
  mapping: row.mapping,
  created_by: row.createdBy ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(M.mappingNameEmpty, 'name');
  return trimmed;
}

async function refuseTakenName(em: EntityManager, organizationId: string, name: string, except?: string) {
  const [taken] = await em.execute<{ id: string }[]>(
    `select id from transactions_mapping where organization = ? and lower(name) = lower(?) ${except ? 'and id <> ?' : ''} limit 1`,
    except ? [organizationId, name, except] : [organizationId, name],
  );
  if (taken) throw new HttpError(409, M.mappingNameTaken(name), [{ field: 'name', message: M.mappingNameTaken(name) }]);
}

/** The unique index on (organization, lower(name)) decides a race the check above lost. */
async function unlessNameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505' || /unique/i.test((error as Error).name ?? ''))
      throw new HttpError(409, M.mappingNameTaken(name), [{ field: 'name', message: M.mappingNameTaken(name) }]);
    throw error;
  }
}

export async function createMapping(
  em: EntityManager,
  principal: { organizationId: string; userId: string },
  input: { name: string; mapping: unknown },
): Promise<SavedMappingRow> {
  const name = checkedName(input.name);
  const mapping = checkedMapping(input.mapping);
  await refuseTakenName(em, principal.organizationId, name);
  const row = em.create(SavedMappingEntity, {
    id: newId(),
    organization: principal.organizationId,
    name,
    mapping,
    createdBy: principal.userId,
  });
  await unlessNameTaken(name, () => em.flush());
  return row;
}

export async function updateMapping(
  em: EntityManager,
  organizationId: string,
  input: { id: string; name?: string; mapping?: unknown },
): Promise<SavedMappingRow> {
  const row = await savedMapping(em, organizationId, input.id, 'path');
  const name = input.name === undefined ? undefined : checkedName(input.name);
  const mapping = input.mapping === undefined ? undefined : checkedMapping(input.mapping);
  if (name !== undefined && name !== row.name) await refuseTakenName(em, organizationId, name, row.id);
  if (name !== undefined) row.name = name;
  if (mapping !== undefined) row.mapping = mapping;
  await unlessNameTaken(name ?? row.name, () => em.flush());
  return row;
}
