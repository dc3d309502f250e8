import { dossierFakeState, type DossierFakeState } from '../../../testing/index.ts';
import { opsFakeObjects } from '../../../testing/ops.fake-http.ts';

export const STORY_CORPORATE = '000000000000000000000002';
export const STORY_HOLDER = '000000000000000000000009';

/** The story dossier with two accounts (one profile filled, one new) and two subsidiaries on the corporate client. */
export function opsStoryState(options: { profileReport?: boolean; empty?: boolean } = {}): DossierFakeState {
  const state = dossierFakeState();
  let n = 0x500;
  if (!options.empty)
    state.objects.push(
      ...opsFakeObjects({ state, nextId: () => (++n).toString(16).padStart(24, 'a') }, STORY_CORPORATE),
    );
  for (const c of state.companies)
    c.transaction_profile_report = { value: options.profileReport === false ? 'NO' : 'YES' };
  return state;
}
