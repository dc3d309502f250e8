import { defineMultipartRoute, defineRoute, IdSchema, Type } from '@app/core/shared';
import {
  CreateMappingBodySchema,
  MappingPreviewSchema,
  PreviewMappingFieldsSchema,
  SavedMappingSchema,
  UpdateMappingBodySchema,
} from './mappings.schema.ts';
import { TRANSACTIONS_PUSH, TRANSACTIONS_READ } from './permissions.ts';

/**
 * Saved mappings (issue 26 §2): the organisation's mapping files by name, edited in the UI, exported
 * and imported by the CLI as the mapping JSON itself. A body's mapping is checked by `validateMapping`;
 * its errors name the bad key's path.
 */
const tags = ['transaction mappings'];
const strict = { additionalProperties: false } as const;
const byId = Type.Object({ id: IdSchema }, strict);

export const listMappings = defineRoute({
  operationId: 'listTransactionMappings',
  method: 'GET',
  url: 'transactions/mappings',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'Saved mappings of the organisation, by name',
  response: Type.Object({ mappings: Type.Array(SavedMappingSchema) }),
});

export const getMapping = defineRoute({
  operationId: 'getTransactionMapping',
  method: 'GET',
  url: 'transactions/mappings/:id',
  tags,
  permission: TRANSACTIONS_READ,
  summary: 'One saved mapping',
  querystring: byId,
  response: SavedMappingSchema,
});

export const createMapping = defineRoute({
  operationId: 'createTransactionMapping',
  method: 'POST',
  url: 'transactions/mappings',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary: 'Save a mapping under a name unique in the organisation (409 when taken); the mapping is checked key by key',
  body: CreateMappingBodySchema,
  bodyLimit: 512 * 1024,
  response: SavedMappingSchema,
});

export const updateMapping = defineRoute({
  operationId: 'updateTransactionMapping',
  method: 'PUT',
  url: 'transactions/mappings/:id',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary: 'Rename a saved mapping or replace its JSON',
  body: UpdateMappingBodySchema,
  bodyLimit: 512 * 1024,
  response: SavedMappingSchema,
});

export const deleteMapping = defineRoute({
  operationId: 'deleteTransactionMapping',
  method: 'DELETE',
  url: 'transactions/mappings/:id',
  tags,
  permission: TRANSACTIONS_PUSH,
  summary: 'Delete a saved mapping (imports started with it keep their copy)',
  querystring: byId,
  response: Type.Object({ deleted: Type.Literal(true) }),
});

export const previewMapping = defineMultipartRoute({
  operationId: 'previewTransactionMapping',
  method: 'POST',
  url: 'transactions/mappings/preview',
  tags,
  permission: TRANSACTIONS_READ,
  summary:
    'Read the first rows of a CSV/XLSX (multipart `file`) through a mapping (`mapping` JSON or `mapping_id`): header, rows as read, words no value table covers; writes nothing',
  multipart: PreviewMappingFieldsSchema,
  response: MappingPreviewSchema,
});
