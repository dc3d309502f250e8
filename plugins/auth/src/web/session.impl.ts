import type { Http } from '@app/core/client';
import type { ClientErrorReport, SessionData } from '@app/core/plugin-api';
import { createAuthClient, ROLE_LABELS, type CurrentUser, type Role } from '../shared/index.ts';

/** get-user → what the shell needs; the full response stays available as `raw`. */
export async function loadSession(http: Http): Promise<SessionData<CurrentUser>> {
  const data = await createAuthClient(http).getUser({});
  const info = data.userInformation ?? {};
  const fullName = [info.first_name, info.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return {
    user: {
      id: data.user._id,
      username: data.user.username,
      fullName: fullName || null,
      email: data.user.email,
      typeLabel: ROLE_LABELS[data.user.type as Role] ?? data.user.type,
      isSuperUser: data.user.is_super_user,
    },
    permissions: data.permissions,
    raw: data,
  };
}

export const logoutSession = (http: Http) => createAuthClient(http).logout({});

export const reportClientError = (http: Http, report: ClientErrorReport) => createAuthClient(http).reportError(report);
