import { Alert, Button, Center, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import type { ScreenDef, WebPlugin } from '../../../plugin-api/web.ts';
import { RouteProgress } from '../../feedback/progress.tsx';
import { AppProviders, type AppProvidersProps } from '../../providers/AppProviders.tsx';
import { useSession } from '../../session/session-context.ts';
import { Layout } from '../Layout/Layout.tsx';
import { LoadingScreen } from '../LoadingScreen/LoadingScreen.tsx';
import { NotFound } from '../NotFound/NotFound.tsx';
import { PluginsContext } from '../plugins-context.ts';
import { ScreenGuard } from '../ScreenGuard/ScreenGuard.tsx';
import { ShellRouter } from './ShellRouter.tsx';

export interface AppShellProps extends Omit<AppProvidersProps, 'children' | 'session'> {
  plugins: readonly WebPlugin[];
  /** 'memory' for stories and tests. */
  router?: 'browser' | 'memory';
  initialPath?: string;
}

/** Composes the plugins' screens into one routed app (Backstage style: plugins declare, the app composes). */
export function AppShell({
  plugins,
  router = 'browser',
  initialPath = '/',
  reportErrors,
  ...providers
}: AppShellProps) {
  const session = plugins.find((p) => p.session)?.session;
  const routes = (
    <PluginsContext.Provider value={plugins}>
      <ShellRoutes plugins={plugins} />
    </PluginsContext.Provider>
  );
  return (
    <AppProviders session={session} reportErrors={reportErrors ?? router === 'browser'} {...providers}>
      <ShellRouter kind={router} initialPath={initialPath}>
        {routes}
      </ShellRouter>
    </AppProviders>
  );
}

const lazyScreens = new WeakMap<ScreenDef, LazyExoticComponent<ComponentType>>();
function screenComponent(screen: ScreenDef): LazyExoticComponent<ComponentType> {
  let component = lazyScreens.get(screen);
  if (!component) {
    component = lazy(screen.load);
    lazyScreens.set(screen, component);
  }
  return component;
}

export function ShellRoutes({ plugins }: { plugins: readonly WebPlugin[] }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <main>
        <LoadingScreen />
      </main>
    );
  }
  if (session.status === 'error') {
    return (
      <main>
        <Center mih="60vh">
          <Stack align="center">
            <Alert color="red" title="The server could not be reached">
              Please check your connection and try again.
            </Alert>
            <Button onClick={() => void session.refresh()}>Try again</Button>
          </Stack>
        </Center>
      </main>
    );
  }
  const screens = plugins.flatMap((p) => p.screens);
  const guarded = (screen: ScreenDef) => {
    const Screen = screenComponent(screen);
    return (
      <ScreenGuard screen={screen}>
        <Screen />
      </ScreenGuard>
    );
  };
  return (
    <Routes>
      {/* Full-page screens (layout 'bare'): no header, no sidebar. */}
      {screens
        .filter((s) => s.layout === 'bare')
        .map((screen) => (
          <Route
            key={screen.id}
            path={screen.path}
            element={
              <main>
                <Suspense fallback={<RouteProgress />}>{guarded(screen)}</Suspense>
              </main>
            }
          />
        ))}
      <Route
        element={
          <Layout plugins={plugins}>
            <Suspense fallback={<RouteProgress />}>
              <Outlet />
            </Suspense>
          </Layout>
        }
      >
        {screens
          .filter((s) => s.layout !== 'bare')
          .map((screen) => (
            <Route key={screen.id} path={screen.path} element={guarded(screen)} />
          ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
