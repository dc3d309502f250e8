import type { WebPlugin } from '@app/core/plugin-api';
import { StoryProviders } from '@app/core/web';
import { useState, type ReactNode } from 'react';
import { authFakeState, createAuthFakeHttp, type AuthFakeState, type AuthHandlers } from '../../testing/index.ts';
import { authWebPlugin } from '../index.ts';
import { authSession } from '../session.ts';

export interface AuthStoryProps {
  /** In-memory server state; `currentUser: null` means signed out. */
  state?: Partial<AuthFakeState>;
  /** Per-call overrides (e.g. a failing login). */
  handlers?: AuthHandlers;
  /** Route pattern of the screen and the URL it opens with. */
  path?: string;
  initialPath?: string;
  /** Artificial latency of each call, in ms. */
  delay?: number;
  /** Other installed plugins (e.g. one adding its own permissions to the matrix). */
  plugins?: readonly WebPlugin[];
  children: ReactNode;
}

/** Renders a screen exactly as in the app, against the in-memory auth fake. */
export function AuthStory({
  state,
  handlers,
  path = '/',
  initialPath,
  delay = 150,
  plugins = [],
  children,
}: AuthStoryProps) {
  const [fake] = useState(() => {
    const s = authFakeState(state);
    return { http: createAuthFakeHttp(s, handlers, { delay }), signedIn: !!s.currentUser };
  });
  return (
    <StoryProviders
      session={authSession}
      http={fake.http}
      signedIn={fake.signedIn}
      path={path}
      initialPath={initialPath ?? path}
      plugins={[authWebPlugin, ...plugins]}
    >
      {children}
    </StoryProviders>
  );
}
