import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createHttp, type Http } from '../../client/index.ts';
import { browserTokenStore, type TokenStore } from './token-store.ts';

export interface ApiRuntime {
  http: Http;
  tokens: TokenStore;
  /** Full page load after sign-in/sign-out (seed: "stores the token and reloads"); `to` loads another path. */
  reload: (to?: string) => void;
}

const ApiContext = createContext<ApiRuntime | null>(null);

export interface ApiProviderProps {
  /** Inject a fake in stories/tests; defaults to fetch against the same origin. */
  http?: Http;
  tokens?: TokenStore;
  reload?: (to?: string) => void;
  /** Called after a signed-in call was refused with 401 (expired token) and the token dropped. */
  onUnauthorized?: () => void;
  children: ReactNode;
}

export function ApiProvider({ http, tokens, reload, onUnauthorized, children }: ApiProviderProps) {
  const value = useMemo<ApiRuntime>(() => {
    const store = tokens ?? browserTokenStore();
    const client =
      http ??
      createHttp({
        baseUrl: '',
        getToken: store.get,
        onUnauthorized: (status, route) => {
          if (status !== 401 || route.public || !store.get()) return;
          store.clear();
          onUnauthorized?.();
        },
      });
    return {
      http: client,
      tokens: store,
      reload: reload ?? ((to?: string) => (to ? window.location.assign(to) : window.location.reload())),
    };
  }, [http, tokens, reload, onUnauthorized]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApiRuntime(): ApiRuntime {
  const runtime = useContext(ApiContext);
  if (!runtime) throw new Error('useClient() needs an <ApiProvider> above it');
  return runtime;
}

/** The typed transport; plugins bind it: `createAuthClient(useClient())`. */
export function useClient(): Http {
  return useApiRuntime().http;
}
