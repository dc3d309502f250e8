import { useEffect } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { nprogress } from '@mantine/nprogress';

/** Progress bar while any query or mutation is in flight. */
export function QueryProgress() {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => {
    if (!busy) return;
    nprogress.start();
    return () => nprogress.complete();
  }, [busy]);
  return null;
}

/** Suspense fallback for lazy screens: progress bar while the chunk loads. */
export function RouteProgress() {
  useEffect(() => {
    nprogress.start();
    return () => nprogress.complete();
  }, []);
  return null;
}
