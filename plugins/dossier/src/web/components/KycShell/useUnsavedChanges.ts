import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * The seed's leave guard [001:45; 000:163]. The browser warns on tab close or reload; every in-app
 * way out — tabs, breadcrumb, sidebar, header menu, back and forward buttons — passes the router,
 * whose blocker asks here (ADR 0068). Staying keeps the page and what was typed; only a change of
 * page counts (a `?highlight=` or `?snapshot=` on the same page does not).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
