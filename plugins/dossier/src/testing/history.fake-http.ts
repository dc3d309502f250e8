import { ApiError } from '@app/core/client';
import type { CompanyData, SnapshotWire } from '../shared/index.ts';
import type { DossierFakeContext, DossierFakeState, DossierHandlers } from './dossier.fake-http.ts';

interface FakeRevision {
  wire: SnapshotWire;
  company: CompanyData;
}
const revisions = new WeakMap<DossierFakeState, FakeRevision[]>();
const of = (state: DossierFakeState) => {
  if (!revisions.has(state)) revisions.set(state, []);
  return revisions.get(state)!;
};

/** A stored revision for a story's initial state (the company as it stood, with overrides). */
export function addFakeRevision(
  state: DossierFakeState,
  companyId: string,
  wire: Partial<SnapshotWire> & { _id: string; label: string },
  values: Record<string, unknown> = {},
): void {
  const company = state.companies.find((c) => c._id === companyId);
  if (!company) throw new Error(`no company ${companyId}`);
  const frozen = structuredClone(company) as CompanyData & Record<string, unknown>;
  for (const [k, v] of Object.entries(values)) frozen[k] = { value: v };
  of(state).push({
    company: frozen,
    wire: {
      snapshotDate: '2026-10-01T09:30:00.000Z',
      comment: null,
      comment_by: 'carol',
      company_type: company.company_type.value,
      company_id: companyId,
      snapshot_id: wire._id,
      objects_count: 0,
      ...wire,
    },
  });
}

/** Fake answers of the dossier's history calls for stories (revisions kept per fake state). */
export const historyFakeHandlers = (c: DossierFakeContext): DossierHandlers => {
  const company = (id: string) => {
    const found = c.state.companies.find((x) => x._id === id);
    if (!found) throw new ApiError(404, { message: 'Client not found' });
    return found;
  };
  const create = (input: { company_id: string; label?: string | null; comment?: unknown }) => {
    const label = input.label?.trim();
    if (!label)
      throw new ApiError(400, {
        message: 'Please fill in the name field',
        errors: [{ field: 'label', message: 'Please fill in the name field' }],
      });
    const found = company(input.company_id);
    const id = c.nextId();
    const wire: SnapshotWire = {
      _id: id,
      snapshot_id: id,
      label,
      comment: (input.comment ?? null) as SnapshotWire['comment'],
      comment_by: 'alice',
      snapshotDate: new Date().toISOString(),
      company_type: found.company_type.value,
      company_id: found._id,
      objects_count: c.state.objects.filter((o) => o.company_id === found._id).length,
    };
    of(c.state).unshift({ wire, company: structuredClone(found) });
    return wire;
  };
  return {
    listSnapshots: ({ id }) => ({
      snapshots: of(c.state)
        .filter((r) => r.wire.company_id === company(id)._id)
        .map((r) => r.wire),
      id,
    }),
    completeReport: (input) => ({
      status: 'success',
      message: 'Document Revision has been saved successfully',
      snapshot: create(input),
    }),
    snapshotSave: (input) => ({ snapshot: create(input) }),
    restoreSnapshot: ({ id }) => {
      const r = of(c.state).find((x) => x.wire._id === id);
      if (!r) throw new ApiError(404, { message: 'Document Revision not found' });
      const path = `/${r.wire.company_id}/${r.wire.company_type === 'corporate' ? 'corporate' : 'account-holder'}/?snapshot=${id}`;
      return {
        status: 'success',
        message: 'Restore submitted: 1 change request for confirmation',
        change_ids: [c.nextId()],
        company_id: r.wire.company_id,
        company_type: r.wire.company_type,
        path,
      };
    },
    dashboardData: ({ company_id, snapshotId, snapshot_id }) => {
      const found = company(company_id);
      const sid = snapshotId || snapshot_id;
      if (!sid) return { companyData: found };
      const r = of(c.state).find((x) => x.wire._id === sid && x.wire.company_id === company_id);
      if (!r) throw new ApiError(404, { message: 'Document Revision not found' });
      return { companyData: r.company };
    },
  };
};
