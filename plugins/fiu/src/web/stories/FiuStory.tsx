import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  createFiuFakeHttp,
  createFiuFakeTransport,
  fiuFakeState,
  type FiuFakeState,
  type FiuHandlers,
} from '../../testing/index.ts';
import { fiuWebPlugin } from '../index.ts';
import { FiuTransportProvider } from '../transport.tsx';

/** Renders an FIU screen as in the app, against the in-memory fake. */
export function FiuStory({
  state,
  handlers,
  path = '/',
  children,
}: {
  state?: Partial<FiuFakeState>;
  handlers?: FiuHandlers;
  path?: string;
  children: ReactNode;
}) {
  const [fake] = useState(() => ({
    http: createFiuFakeHttp(fiuFakeState(state), handlers, { delay: 100 }),
    session: staticSession({
      user: {
        id: 'u1',
        username: 'alice',
        fullName: 'Alice Compliance',
        email: 'alice@example.com',
        typeLabel: 'COMPLIANCE OFFICER',
        isSuperUser: false,
      },
      permissions: {},
      raw: null,
    }),
  }));
  return (
    <StoryProviders session={fake.session} http={fake.http} path={path} initialPath={path} plugins={[fiuWebPlugin]}>
      <FiuTransportProvider transport={createFiuFakeTransport()}>{children}</FiuTransportProvider>
    </StoryProviders>
  );
}
