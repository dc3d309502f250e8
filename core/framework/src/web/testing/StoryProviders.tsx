import { Code, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ShellRouter } from '../components/AppShell/ShellRouter.tsx';
import { ApiError, createFakeHttp, type Http } from '../../client/index.ts';
import type { SessionData, SessionSource, WebPlugin } from '../../plugin-api/web.ts';
import { PluginsContext } from '../components/plugins-context.ts';
import { AppProviders } from '../providers/AppProviders.tsx';
import { memoryTokenStore } from '../runtime/token-store.ts';

export interface StoryProvidersProps {
  /** Session plugin contribution; with a fake `http` it answers like the server would. */
  session?: SessionSource;
  http?: Http;
  /** Start with a token (the session source then loads the user). */
  signedIn?: boolean;
  initialPath?: string;
  /** Route pattern of the screen, so `useParams()` works; other paths show where the screen navigated. */
  path?: string;
  /** Plugins whose screens `useAvailableScreens()` lists. */
  plugins?: readonly WebPlugin[];
  children: ReactNode;
}

/** The app's providers with an in-memory token and router, for stories and component tests. */
export function StoryProviders({
  session,
  http,
  signedIn = true,
  initialPath = '/',
  path,
  plugins = [],
  children,
}: StoryProvidersProps) {
  const [tokens] = useState(() => memoryTokenStore(signedIn ? 'story-token' : null));
  const [fallbackHttp] = useState(() => createFakeHttp({}, {}));
  return (
    <AppProviders session={session} http={http ?? fallbackHttp} tokens={tokens} reload={() => {}}>
      <PluginsContext.Provider value={plugins}>
        <ShellRouter kind="memory" initialPath={initialPath}>
          {path ? (
            <Routes>
              <Route path={path} element={<main>{children}</main>} />
              <Route path="*" element={<Navigated />} />
            </Routes>
          ) : (
            children
          )}
        </ShellRouter>
      </PluginsContext.Provider>
    </AppProviders>
  );
}

function Navigated() {
  const location = useLocation();
  return (
    <main>
      <Text>
        The screen navigated to <Code>{location.pathname + location.search}</Code>
      </Text>
    </main>
  );
}

/** A session source that needs no server: the given data, or signed out when null. */
export function staticSession(data: SessionData | null): SessionSource {
  return {
    load: async () => {
      if (!data) throw new ApiError(401, { message: 'Signed out' });
      return data;
    },
    logout: async () => ({ status: 'success' }),
  };
}
