import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './a11y.css';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { Http } from '../../client/index.ts';
import type { SessionSource } from '../../plugin-api/web.ts';
import { installErrorReporter } from '../feedback/error-reporter.ts';
import { QueryProgress } from '../feedback/progress.tsx';
import { ApiProvider, useApiRuntime } from '../runtime/ApiProvider.tsx';
import type { TokenStore } from '../runtime/token-store.ts';
import { SESSION_QUERY_KEY } from '../session/session-context.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export interface AppProvidersProps {
  session?: SessionSource;
  /** Fake transport for stories/tests; default: same-origin fetch with the stored token. */
  http?: Http;
  tokens?: TokenStore;
  reload?: (to?: string) => void;
  /** Report unhandled window errors to the server (off in stories). */
  reportErrors?: boolean;
  children: ReactNode;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Every provider the screens rely on: theme, server state, toasts, modals, progress, API, session. */
export function AppProviders({ session, http, tokens, reload, reportErrors = false, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const onUnauthorized = useCallback(() => queryClient.setQueryData(SESSION_QUERY_KEY, null), [queryClient]);
  return (
    <JotaiProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <ApiProvider http={http} tokens={tokens} reload={reload} onUnauthorized={onUnauthorized}>
            {reportErrors && <ErrorReporter session={session} />}
            {/* Purely visual (the screens announce their own loading states). */}
            <NavigationProgress aria-hidden="true" />
            <QueryProgress />
            <Notifications position="top-right" />
            <ModalsProvider>
              <SessionProvider source={session}>{children}</SessionProvider>
            </ModalsProvider>
          </ApiProvider>
        </QueryClientProvider>
      </MantineProvider>
    </JotaiProvider>
  );
}

function ErrorReporter({ session }: { session?: SessionSource }) {
  const { http } = useApiRuntime();
  useEffect(() => installErrorReporter(http, session), [http, session]);
  return null;
}
