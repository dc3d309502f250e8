import { defineServerPlugin } from '@app/core/plugin-api';
import { defineRoute, Type } from '@app/core/shared';
import { workflowService } from '@app/plugin-workflow/shared';
import {
  DOSSIER_OBJECT_TYPES,
  DOSSIER_MESSAGES as M,
  dossierService,
  type DossierObjectType,
} from '../../shared/index.ts';
import { findCompany } from '../../server/company.reviewable.ts';
import { createObject } from '../../server/objects/objects.service.ts';
import { notFound } from '@app/core/server';

/**
 * Test-only contract (the e2e server, never the product): creates any dossier object through the
 * same change request as the sections do, so journeys can build a shareholder chain before every
 * section's screen exists. A colleague still approves each creation.
 */
export const createTestObject = defineRoute({
  operationId: 'createDossierTestObject',
  method: 'POST',
  url: 'dossier-test/objects',
  permission: 'update_dashboard',
  tags: ['dossier test'],
  body: Type.Object(
    {
      company_id: Type.String({ maxLength: 64 }),
      object_type: Type.Union(DOSSIER_OBJECT_TYPES.map((t) => Type.Literal(t))),
      parent_id: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
      values: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ id: Type.String(), change_id: Type.Union([Type.String(), Type.Null()]) }),
});

export const dossierTestPlugin = defineServerPlugin({
  manifest: { id: 'dossier-test', title: 'Dossier test objects' },
  // The dossier is not called: declared so its objects' reviewable types are registered first.
  deps: { dossier: dossierService, workflow: workflowService },
  setup: (_ctx, { workflow }) => ({
    routes(app) {
      app.route(createTestObject, async ({ em, principal, body, request }) => {
        if (!(await findCompany(em, body.company_id))) throw notFound(M.companyNotFound);
        const actor = { userId: principal.userId, organizationId: principal.organizationId, ip: request.ip ?? null };
        const { id, change } = await createObject(em, workflow, actor, {
          companyId: body.company_id,
          objectType: body.object_type as DossierObjectType,
          parentId: body.parent_id ?? null,
          values: body.values as never,
        });
        return { id, change_id: change?.id ?? null };
      });
    },
  }),
});
