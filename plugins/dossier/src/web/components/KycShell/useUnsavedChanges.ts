import { useCallback, useEffect } from 'react';

export const UNSAVED_MESSAGE = 'You have unsaved changes. Are you sure you want to leave?';

/**
 * The seed's leave guard [001:45; 000:163]: the browser warns on tab close or reload while there are
 * unsaved changes; in-app links of the KYC shell ask `confirmLeave()` first.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = UNSAVED_MESSAGE;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useCallback(() => !dirty || window.confirm(UNSAVED_MESSAGE), [dirty]);
}
