import { ApiError, createFakeHttp, type FakeHandlers, type Http } from '@app/core/client';
import {
  WORKFLOW_MESSAGES as M,
  workflowApi,
  type ClientCount,
  type LabelCatalog,
  type ReviewAction,
} from '../shared/index.ts';

export type WorkflowHandlers = FakeHandlers<typeof workflowApi>;

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 14, 30) - minutesAgo * 60_000).toISOString();

/**
 * What `GET workflow/labels` answers for the types the stories show. The words mirror the dossier's
 * declarations (the workflow plugin cannot import the dossier); the real catalog is tested by class.
 */
export const STORY_LABELS: LabelCatalog = {
  types: {
    kyc_review: {
      label: 'Dashboard',
      group: 'corporate',
      fields: {
        name: 'Name',
        first_name: 'First Name',
        last_name: 'Last Name',
        risk_level: 'Risk level',
        company_type: 'Client kind',
        location_type: 'Company Type',
      },
      options: {
        risk_level: { low: 'Low', medium: 'Medium', high: 'High' },
        company_type: { corporate: 'Corporate', account_holder: 'Account Holder' },
        location_type: { local: 'Onshore', abroad: 'Offshore' },
      },
    },
    transaction_profile: {
      label: 'Transaction Profile',
      group: 'corporate',
      fields: {
        name_bank: 'Name of the bank',
        currency: 'Currency',
        monthly_turnover_incoming: 'Monthly incoming turnover',
        comments: 'Comments',
        account_number: 'Account Number',
      },
      options: {
        monthly_turnover_incoming: {
          less_than_10_000: 'Less than 10,000',
          '10_001_50_000': '10,001 to 50,000',
          '50_001_100_000': '50,001 to 100,000',
          more_than_100_000: 'More than 100,000',
        },
      },
    },
    account_number: {
      label: 'Account Number',
      group: 'corporate',
      fields: { account_number: 'Account Number' },
      options: {},
    },
    share_holder_related: {
      label: 'Shareholder',
      group: 'shareholder',
      fields: { shareholder_type: 'Shareholder type', percentage_held: 'Percentage held', name: 'Name' },
      options: { shareholder_type: { person: 'Individual', entity: 'Corporate' } },
    },
    person: {
      label: 'Person',
      group: 'shareholder',
      fields: { firstName: 'First Name', lastName: 'Last Name', location_type: 'Origin', role: 'Role' },
      options: {
        location_type: { local: 'Resident', abroad: 'Non-resident' },
        role: { shareholder: 'Shareholder', ubo: 'UBO' },
      },
    },
  },
};

/** A review action as the server sends it, for stories and component tests. */
export function reviewAction(over: Partial<ReviewAction> = {}): ReviewAction {
  return {
    _id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    datetime: at(42),
    user_name: 'maria.manager',
    created_by: 'u2',
    handled_at: null,
    handled_by_name: null,
    actionType: 'change',
    actionTaken: null,
    status: 'pending',
    objectType: 'transaction_profile',
    object_id: 'f00000000000000000000001',
    fields: JSON.stringify({
      name_bank: { current: 'Maduro & Curiel Bank', new: 'Banco di Caribe' },
      monthly_turnover_incoming: { current: '10_001_50_000', new: '50_001_100_000' },
      comments: { current: null, new: 'Second account opened' },
    }),
    proposers: [
      { user_id: 'u2', user_name: 'maria.manager' },
      { user_id: 'u3', user_name: 'peter.processor' },
    ],
    field_proposals: JSON.stringify({
      name_bank: [{ new: 'Banco di Caribe', user_id: 'u2', user_name: 'maria.manager', at: at(42) }],
      monthly_turnover_incoming: [
        { new: 'more_than_100_000', user_id: 'u2', user_name: 'maria.manager', at: at(42) },
        { new: '50_001_100_000', user_id: 'u3', user_name: 'peter.processor', at: at(20) },
      ],
      comments: [{ new: 'Second account opened', user_id: 'u3', user_name: 'peter.processor', at: at(20) }],
    }),
    sourceObjectState: JSON.stringify({
      name_bank: 'Maduro & Curiel Bank',
      monthly_turnover_incoming: '10_001_50_000',
    }),
    fileInfo: null,
    rejectCommentStructure: null,
    reject_reason: null,
    company_id: 'c00000000000000000000001',
    company_name: 'Caribbean Holdings NV',
    view: 'forConfirmation',
    is_read: false,
    version: 1,
    ...over,
  };
}

export interface WorkflowFakeState {
  actions: ReviewAction[];
}

export function workflowFakeState(over: Partial<WorkflowFakeState> = {}): WorkflowFakeState {
  return {
    actions: over.actions ?? [
      reviewAction(),
      reviewAction({
        _id: 'a1b2c3d4e5f6a7b8c9d0e1f6',
        datetime: at(120),
        objectType: 'person',
        object_id: 'f00000000000000000000006',
        proposers: [{ user_id: 'u2', user_name: 'maria.manager' }],
        field_proposals: '{}',
        fields: JSON.stringify({
          lastName: { current: 'Lopes', new: 'Lopez' },
          location_type: { current: 'local', new: 'abroad' },
        }),
        sourceObjectState: JSON.stringify({
          firstName: 'Anna',
          lastName: 'Lopes',
          location_type: 'local',
          role: 'ubo',
        }),
      }),
      reviewAction({
        _id: 'a1b2c3d4e5f6a7b8c9d0e1f3',
        datetime: at(300),
        objectType: 'account_number',
        actionType: 'remove',
        fields: '{}',
        sourceObjectState: JSON.stringify({ account_number: 'NL91 ABNA 0417 1643 00' }),
        company_name: 'Antilles Trust BV',
        company_id: 'c00000000000000000000002',
        is_read: true,
      }),
      reviewAction({
        _id: 'a1b2c3d4e5f6a7b8c9d0e1f4',
        datetime: at(2000),
        status: 'approved',
        actionTaken: 'approved',
        handled_at: at(1900),
        handled_by_name: 'carl.compliance',
        view: 'forHistory',
        is_read: true,
      }),
      reviewAction({
        _id: 'a1b2c3d4e5f6a7b8c9d0e1f5',
        datetime: at(3000),
        status: 'denied',
        actionTaken: 'rejected',
        handled_at: at(2900),
        handled_by_name: 'carl.compliance',
        view: 'forHistory',
        is_read: true,
        reject_reason: 'Turnover not supported by bank statements',
        rejectCommentStructure: [{ type: 'p', children: [{ text: 'Please upload the last three statements.' }] }],
      }),
    ],
  };
}

/** In-memory workflow API: lists, counts, item, approve (with a related change for removals) and deny. */
export function createWorkflowFakeHttp(
  state: WorkflowFakeState,
  overrides: WorkflowHandlers = {},
  opts: { delay?: number } = {},
): Http {
  const view = (a: ReviewAction) => (a.status === 'pending' ? 'forConfirmation' : 'forHistory');
  const find = (id: string) => {
    const found = state.actions.find((a) => a._id === id);
    if (!found) throw new ApiError(404, { message: M.notFound });
    return found;
  };
  const handle = (
    id: string,
    status: 'approved' | 'denied',
    taken: 'approved' | 'rejected',
    extra: Partial<ReviewAction> = {},
  ) => {
    const a = find(id);
    if (a.status !== 'pending') throw new ApiError(409, { message: M.alreadyHandled });
    Object.assign(a, {
      status,
      actionTaken: taken,
      handled_at: new Date().toISOString(),
      handled_by_name: 'alice',
      view: 'forHistory',
      ...extra,
    });
  };
  const handlers: WorkflowHandlers = {
    listNotifications: (q) => {
      const rows = state.actions.filter((a) => view(a) === q.view && (!q.company_id || a.company_id === q.company_id));
      const offset = Number(q.offset ?? 0);
      return { notifications: rows.slice(offset, offset + Number(q.limit ?? 200)), count: rows.length };
    },
    notificationsByClient: (q) => {
      const byClient = new Map<string, ClientCount>();
      for (const a of state.actions.filter((x) => view(x) === q.view && x.company_id)) {
        const row = byClient.get(a.company_id!) ?? {
          company_id: a.company_id!,
          company_name: a.company_name,
          count: 0,
          datetime: a.datetime,
        };
        row.count += 1;
        if (a.datetime > row.datetime) row.datetime = a.datetime;
        byClient.set(a.company_id!, row);
      }
      const search = q.search?.trim().toLowerCase() ?? '';
      const rows = [...byClient.values()].filter((r) => !search || r.company_name.toLowerCase().includes(search));
      const key = q.orderingKey === 'company_name' ? 'company_name' : q.orderingKey === 'count' ? 'count' : 'datetime';
      rows.sort((x, y) => (x[key] < y[key] ? -1 : x[key] > y[key] ? 1 : 0) * (q.orderingValue === 'asc' ? 1 : -1));
      const page = Number(q.page ?? 1);
      return { data: rows.slice((page - 1) * 30, page * 30), count: rows.length };
    },
    countNotifications: (q) => ({
      count: state.actions.filter((a) => view(a) === q.view && (!q.company_id || a.company_id === q.company_id)).length,
    }),
    getNotification: (q) => ({ notification: find(q.id) }),
    readNotification: (b) => {
      find(b.notification_id).is_read = true;
      return { status: 'success' };
    },
    affectedChanges: (b) =>
      find(b.id).actionType === 'remove'
        ? {
            relatedChanges: [reviewAction({ _id: 'a1b2c3d4e5f6a7b8c9d0e1f9', objectType: 'transaction_profile' })],
            closes: [{ id: 'a1b2c3d4e5f6a7b8c9d0e1f9', actionTaken: 'cascade_deleted' as const }],
          }
        : { relatedChanges: [], closes: [] },
    approveChange: (b) => {
      handle(b.id, 'approved', 'approved');
      return { status: 'success', message: M.approved, actionTaken: 'approved' };
    },
    denyChange: (b) => {
      if (b.text.trim().length < 10)
        throw new ApiError(400, {
          message: M.denyReasonShort,
          errors: [{ field: 'text', message: M.denyReasonShort }],
        });
      handle(b.id, 'denied', 'rejected', { reject_reason: b.text, rejectCommentStructure: b.comment });
      return { status: 'success', message: M.denied };
    },
    getWorkflowSettings: () => ({ four_eyes: true, digest_after_hours: 24 }),
    getWorkflowLabels: () => STORY_LABELS,
    ...overrides,
  };
  return createFakeHttp(workflowApi, handlers, { delay: opts.delay });
}
