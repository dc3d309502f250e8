import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';

const Content = createContext<ReactNode>(null);
function Slot() {
  return <>{useContext(Content)}</>;
}

export interface ShellRouterProps {
  /** 'memory' for stories and tests. */
  kind: 'browser' | 'memory';
  initialPath?: string;
  children: ReactNode;
}

/**
 * A data router with one catch-all route whose element is `children` (the shell's own `<Routes>`):
 * every in-app navigation — links, the header menu, `navigate()`, the browser's back and forward
 * buttons — passes this router, so a screen can hold it with `useBlocker` (ADR 0068). The content
 * comes through context, so the router is built once and later renders still reach it.
 */
export function ShellRouter({ kind, initialPath = '/', children }: ShellRouterProps) {
  const [router] = useState(() => {
    const routes = [{ path: '*', element: <Slot /> }];
    return kind === 'browser'
      ? createBrowserRouter(routes)
      : createMemoryRouter(routes, { initialEntries: [initialPath] });
  });
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
}
