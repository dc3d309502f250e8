import { StoryProviders, staticSession } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import {
  createScreeningFakeHttp,
  createScreeningFakeTransport,
  screeningFakeState,
  type ScreeningFakeState,
  type ScreeningHandlers,
} from '../../testing/index.ts';
import { screeningWebPlugin } from '../index.ts';
import { ScreeningTransportProvider } from '../transport.tsx';

export interface ScreeningStoryProps {
  /** In-memory server state. */
  state?: Partial<ScreeningFakeState>;
  /** Per-call overrides (e.g. a failing request). */
  handlers?: ScreeningHandlers;
  /** Route pattern of the screen and the URL it opens with. */
  path?: string;
  initialPath?: string;
  /** Artificial latency of each call, in ms. */
  delay?: number;
  /** The signed-in user is a super user (admin screens). */
  superUser?: boolean;
  /** Make the multipart upload fail with this message. */
  failUpload?: string;
  children: ReactNode;
}

/** Renders a screening screen or component as in the app, against the in-memory screening fake. */
export function ScreeningStory({
  state,
  handlers,
  path = '/',
  initialPath,
  delay = 150,
  superUser = true,
  failUpload,
  children,
}: ScreeningStoryProps) {
  const [fake] = useState(() => {
    const s = screeningFakeState(state);
    return {
      http: createScreeningFakeHttp(s, handlers, { delay }),
      transport: createScreeningFakeTransport(s, { failUpload }),
      session: staticSession({
        user: {
          id: 'u1',
          username: 'alice',
          fullName: 'Alice Compliance',
          email: 'alice@example.com',
          typeLabel: 'COMPLIANCE OFFICER',
          isSuperUser: superUser,
        },
        permissions: { world_search: 'allow' },
        raw: null,
      }),
    };
  });
  return (
    <StoryProviders
      session={fake.session}
      http={fake.http}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[screeningWebPlugin]}
    >
      <ScreeningTransportProvider transport={fake.transport}>{children}</ScreeningTransportProvider>
    </StoryProviders>
  );
}
