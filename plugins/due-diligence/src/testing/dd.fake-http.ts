import { ApiError, createFakeHttp, type FakeHandlers, type FakeHttpOptions, type Http } from '@app/core/client';
import {
  DD_MESSAGES,
  checkOrigins,
  ddApi,
  statusLabel,
  type DdInfo,
  type DdListItem,
  type DdSettings,
} from '../shared/index.ts';
import { buildInfo, buildListItem } from './dd.builders.ts';

export interface DdFakeState {
  list: DdListItem[];
  info: DdInfo;
  companyName: string;
  settings: DdSettings;
  tokenProblem?: { status: number; message: string; reason: string };
}
export type DdHandlers = FakeHandlers<typeof ddApi>;

export const ddFakeState = (over: Partial<DdFakeState> = {}): DdFakeState => ({
  list: [
    buildListItem({ status: 'submitted', comment: 'Onboarding 2026', changesCount: 1 }),
    buildListItem({ _id: '6740a1b2c3d4e5f6a7b8c9d1', status: 'approved', comment: 'Annual review 2025' }),
  ],
  info: buildInfo(),
  companyName: 'Acme Holding BV',
  settings: { link_days: 30, cors_origins: ['https://partner-bank.example'] },
  ...over,
});

/** In-memory due-diligence API for stories: the calls answer from (and change) the state. */
export function createDdFakeHttp(state: DdFakeState, handlers: DdHandlers = {}, options: FakeHttpOptions = {}): Http {
  const tokenGuard = () => {
    if (state.tokenProblem)
      throw new ApiError(state.tokenProblem.status, {
        message: state.tokenProblem.message,
        reason: state.tokenProblem.reason,
      } as never);
  };
  return createFakeHttp(
    ddApi,
    {
      listDueDiligence: () => ({ dueDiligence: state.list, count: state.list.length, company_name: state.companyName }),
      createDueDiligence: (input) => {
        const item = buildListItem({
          _id: `6740a1b2c3d4e5f6a7b8${(state.list.length + 16).toString(16).padStart(4, '0')}`,
          comment: input.label,
        });
        state.list = [item, ...state.list];
        return { status: 'success', message: 'Due Diligence record added successfully', dueDiligence: item };
      },
      getDueDiligence: () => state.info,
      revealLink: (input) => {
        const link = state.list.find((i) => i._id === input.id)?.links[input.kind];
        if (!link || link.state !== 'active' || !link.url)
          throw new ApiError(409, { message: 'This link is no longer active; issue a new link first' } as never);
        return { status: 'success', message: 'Link revealed', link };
      },
      checkAccessToken: () => {
        tokenGuard();
        return {
          status: 'success',
          user: {
            limited: true as const,
            kind: state.info.access.link ?? 'form',
            due_diligence_id: state.info.dueDiligence._id,
            company_name: state.companyName,
            expires_at: '2026-12-20T10:00:00.000Z',
          },
        };
      },
      dueDiligenceInfo: () => (tokenGuard(), state.info),
      dueDiligenceDocInfo: () => (tokenGuard(), state.info),
      saveDueDiligence: () => ({ status: 'success', message: 'Successfully saved', change_ids: [] }),
      submitReport: () => {
        state.info = {
          ...state.info,
          dueDiligence: { ...state.info.dueDiligence, status: 'submitted' },
          access: { ...state.info.access, can_edit: false },
        };
        return { status: 'success', message: 'Successfully submitted', dueDiligence: state.info.dueDiligence };
      },
      setDueDiligenceState: (input) => {
        state.info = { ...state.info, dueDiligence: { ...state.info.dueDiligence, status: input.status } };
        return {
          status: 'success',
          message: `Due Diligence ${statusLabel(input.status).toLowerCase()}`,
          dueDiligence: state.info.dueDiligence,
        };
      },
      setDocumentState: (input) => {
        const file = state.info.docs.find((d) => d.id === input.id)!;
        Object.assign(file, { status: input.status, admin_comment: input.comment ?? '' });
        return { status: 'success', message: `Document status changed to ${input.status}`, file };
      },
      getSettings: () => state.settings,
      // The real origin rules of the shared model, so a story shows the messages the server gives.
      saveSettings: (input) => {
        const checked = input.cors_origins ? checkOrigins(input.cors_origins) : null;
        if (checked && 'errors' in checked)
          throw new ApiError(400, { message: DD_MESSAGES.originInvalid, errors: checked.errors });
        state.settings = {
          link_days: input.link_days ?? state.settings.link_days,
          cors_origins: checked?.origins ?? state.settings.cors_origins,
        };
        return { status: 'success', message: DD_MESSAGES.settingsSaved, settings: state.settings };
      },
      ...handlers,
    },
    options,
  );
}
