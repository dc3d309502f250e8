import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  createSupportFakeHttp,
  createSupportFakeTransport,
  STAFF_ID,
  supportFakeState,
  USER_ID,
  type SupportFakeState,
  type SupportHandlers,
} from '../../testing/index.ts';
import { supportWebPlugin } from '../index.ts';
import { SupportTransportProvider } from '../transport.tsx';

/** Renders a Help Center screen against the in-memory fake, as a user or as support staff (super user). */
export function SupportStory({
  state,
  handlers,
  path,
  initialPath,
  children,
}: {
  state?: Partial<SupportFakeState>;
  handlers?: SupportHandlers;
  path: string;
  initialPath: string;
  children: ReactNode;
}) {
  const [fake] = useState(() => {
    const s = supportFakeState(state);
    const user = s.staff
      ? {
          id: STAFF_ID,
          username: 'support',
          fullName: 'Support Desk',
          email: 'support@example.com',
          typeLabel: 'ADMINISTRATOR',
          isSuperUser: true,
        }
      : {
          id: USER_ID,
          username: 'alice.compliance',
          fullName: 'Alice Meyer',
          email: 'alice@example.com',
          typeLabel: 'COMPLIANCE OFFICER',
          isSuperUser: false,
        };
    return {
      http: createSupportFakeHttp(s, handlers, { delay: 100 }),
      session: staticSession({ user, permissions: {}, raw: null }),
    };
  });
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath}
      plugins={[supportWebPlugin]}
    >
      <SupportTransportProvider transport={createSupportFakeTransport()}>{children}</SupportTransportProvider>
    </StoryProviders>
  );
}
