import { forbidden, HttpError, notFound, badRequest } from '@app/core/server';
import type { Principal } from '@app/core/plugin-api';
import { isAllowed } from '@app/core/shared';
import type { Actor, WorkflowService } from '@app/plugin-workflow/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  checkAnswers,
  COMMENT_FIELDS,
  COMMENT_MESSAGES as M,
  DOSSIER_MESSAGES,
  hasContent,
  QUESTIONS,
  tierOf,
  writableFields,
} from '../../shared/index.ts';
import { findCompany } from '../company.reviewable.ts';
import { DossierObjectEntity, type DossierObject } from '../objects/object.entity.ts';
import { updateObject } from '../objects/objects.service.ts';
import { placeOfObject, PLACE_PERMISSIONS, requirePermission } from './file-access.ts';

const effective = (o: DossierObject, f: string) =>
  (o.fields[f] && 'new_value' in o.fields[f] ? o.fields[f].new_value : o.fields[f]?.value) ?? null;
const ANSWER_FIELDS = new Set(
  ['', '_supervisor', '_compliance'].flatMap((s) => QUESTIONS.flatMap((q) => [`${q.answer}${s}`, `${q.comment}${s}`])),
);

/**
 * `comment-upload {comment_structure}` [001:418]: the caller writes only its own tier (account
 * manager, supervisor, compliance officer; ADR 0033). Comments go on documents, screening answers
 * on world_check documents; answers follow the YES-needs-a-comment and cross-reviewer rules.
 */
export async function uploadComments(
  em: EntityManager,
  workflow: WorkflowService,
  principal: Principal,
  actor: Actor,
  body: { comment_structure: Record<string, unknown>; snapshotId?: string },
) {
  if (body.snapshotId) throw badRequest(DOSSIER_MESSAGES.viewingSnapshot);
  const { id, ...given } = body.comment_structure as { id: string } & Record<string, unknown>;
  const o = await em.findOne(
    DossierObjectEntity,
    { id, objectType: { $in: ['kyc_file', 'listing_services'] }, removed: false },
    { refresh: true },
  );
  if (!o) throw notFound('Document not found');
  if (o.objectType === 'listing_services') requirePermission(principal, 'view_listing_service');
  else requirePermission(principal, PLACE_PERMISSIONS[await placeOfObject(em, o)].view);
  const tier = tierOf(principal.role);
  if (!tier) throw forbidden(M.noTier);
  if (tier.suffix === '_compliance' && !isAllowed(principal.permissions, 'edit_audit_section_comment'))
    throw forbidden();
  const proposed = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const mine = writableFields(principal.role);
  for (const field of Object.keys(proposed)) if (!mine.includes(field)) throw forbidden(M.notYourTier(field));
  const documentType = String(o.fields.documentType?.value ?? o.fields.documentType?.new_value ?? '');
  const answers = Object.keys(proposed).filter((f) => ANSWER_FIELDS.has(f));
  const comments = Object.keys(proposed).filter((f) => (COMMENT_FIELDS as readonly string[]).includes(f));
  if (o.objectType === 'listing_services') {
    const company = await findCompany(em, o.companyId);
    if (company?.locationType === 'local') throw badRequest(M.listingCommentLocal, comments[0]);
    if (answers.length) throw badRequest(M.answersOnlyOnWorldCheck, answers[0]);
  } else if (documentType === 'world_check') {
    if (comments.length) throw badRequest(M.noCommentsOnWorldCheck, comments[0]);
  } else if (answers.length) {
    throw badRequest(M.answersOnlyOnWorldCheck, answers[0]);
  }
  // A rich text without content is stored as no comment.
  for (const f of Object.keys(proposed))
    if (!/_found(_supervisor|_compliance)?$/.test(f) && !hasContent(proposed[f])) proposed[f] = null;
  const checked = checkAnswers(proposed, (f) => effective(o, f));
  if (checked.mismatch)
    throw new HttpError(422, checked.mismatch, [
      {
        field: answers.find((a) => a.includes('_found')) ?? answers[0] ?? 'comment_structure',
        message: checked.mismatch,
      },
    ]);
  const change = await updateObject(em, workflow, actor, o.objectType, o.id, checked.values);
  const fresh = await em.findOneOrFail(DossierObjectEntity, { id: o.id }, { refresh: true });
  return { object: fresh, changeId: change?.id ?? null, notices: checked.notices };
}
