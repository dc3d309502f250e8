import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import { adminFakeState, createAdminFakeHttp, type AdminFakeState, type AdminHandlers } from '../../testing/index.ts';
import { adminWebPlugin } from '../index.ts';

export interface AdminStoryProps {
  state?: Partial<AdminFakeState>;
  handlers?: AdminHandlers;
  path?: string;
  initialPath?: string;
  delay?: number;
  superUser?: boolean;
  children: ReactNode;
}

/** Renders an admin screen as in the app, against the in-memory admin fake. */
export function AdminStory({
  state,
  handlers,
  path = '/',
  initialPath,
  delay = 150,
  superUser = true,
  children,
}: AdminStoryProps) {
  const [fake] = useState(() => ({
    http: createAdminFakeHttp(adminFakeState(state), handlers, { delay }),
    session: staticSession({
      user: {
        id: 'u4',
        username: 'support',
        fullName: 'Platform Support',
        email: 'support@platform.example',
        typeLabel: 'ADMINISTRATOR',
        isSuperUser: superUser,
      },
      permissions: { view_wallet: 'allow' },
      raw: null,
    }),
  }));
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[adminWebPlugin]}
    >
      {children}
    </StoryProviders>
  );
}
