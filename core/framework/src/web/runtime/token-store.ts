/** Where the access token lives: localStorage in the browser, memory in stories and tests. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const TOKEN_KEY = 'accessToken';

export function browserTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_KEY),
    set: (token) => storage.setItem(TOKEN_KEY, token),
    clear: () => storage.removeItem(TOKEN_KEY),
  };
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (t) => {
      token = t;
    },
    clear: () => {
      token = null;
    },
  };
}
