import type { TestApp } from '@app/core/testing';
import { usersRoutes } from '@app/plugin-auth/shared';
import { approvedCorporate, createObject, team, type Team } from '@app/plugin-dossier/server/test-helpers';
import { workflowService } from '@app/plugin-workflow/shared';
import { tasksRoutes } from '../shared/index.ts';

export { team, type Team };

export const orgOf = async (api: TestApp, token: string) =>
  (await api.call(usersRoutes.getUser, {}, token)).body.organization._id as string;

/**
 * A client with a shareholder person holding a passport file, a managing director person, and a
 * corporate file: the dossier objects tasks point at (created through the dossier's own service).
 */
export async function dossierWithFiles(api: TestApp, t: Team, name = 'Acme Holding BV') {
  const companyId = await approvedCorporate(api, t, name);
  const organizationId = await orgOf(api, t.maker.token);
  const em = api.orm.em.fork();
  em.setFilterParams('tenant', { organization: organizationId });
  const workflow = api.services.get(workflowService);
  const actor = { userId: t.maker.id, organizationId };
  const make = async (
    objectType: Parameters<typeof createObject>[3]['objectType'],
    values: Record<string, unknown>,
    parentId: string | null = null,
  ) => (await createObject(em, workflow, actor, { companyId, objectType, parentId, values: values as never })).id;
  const shareholder = await make('share_holder_related', { shareholder_type: 'person', percentage_held: 60 });
  const person = await make('person', { firstName: 'Ann', lastName: 'Lee' }, shareholder);
  const passport = await make('kyc_file', { documentType: 'passport_file' }, person);
  const director = await make('mbd_related', { entity_type: 'person' });
  const directorPerson = await make('person', { firstName: 'Bob', lastName: 'Stone' }, director);
  const corporateFile = await make('kyc_file', { documentType: 'kyc-aoi-5' });
  return { companyId, organizationId, shareholder, person, passport, director, directorPerson, corporateFile };
}

/** A multipart upload of one file through Fastify's inject (field `file`). */
export async function uploadTo(
  api: TestApp,
  path: string,
  token: string | null,
  filename: string,
  content: Buffer | string,
) {
  const boundary = `----up${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

export const uploadTaskFile = (api: TestApp, token: string | null, filename: string, content: Buffer | string) =>
  uploadTo(api, tasksRoutes.UPLOAD_TASK_FILE_PATH, token, filename, content);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
