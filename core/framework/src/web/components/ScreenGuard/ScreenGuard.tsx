import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ScreenDef } from '../../../plugin-api/web.ts';
import { useSession } from '../../session/session-context.ts';
import { LoadingScreen } from '../LoadingScreen/LoadingScreen.tsx';
import { Forbidden } from './Forbidden.tsx';

export interface ScreenGuardProps {
  screen: Pick<ScreenDef, 'access' | 'permission' | 'fallback' | 'title'>;
  children: ReactNode;
}

/**
 * Where a visitor must go instead of a screen, or null when they may see it. A signed-in user who
 * lacks the permission (or is not a super user) is not redirected: `FORBIDDEN` shows a message, unless
 * the screen names a `fallback` (the client list at '/' sends users without it to '/home').
 */
export const FORBIDDEN = 'forbidden';
export function guardRedirect(
  screen: Pick<ScreenDef, 'access' | 'permission' | 'fallback'>,
  session: { user: { isSuperUser: boolean } | null; can(p?: string): boolean },
): string | null {
  const access = screen.access ?? 'user';
  const { user } = session;
  if (access === 'public') return null;
  if (access === 'guest') return user ? '/' : null;
  if (!user) return '/login';
  if (access === 'superUser' && !user.isSuperUser) return FORBIDDEN;
  if (screen.permission && !session.can(screen.permission)) return screen.fallback ?? FORBIDDEN;
  return null;
}

/** Applies the screen's access rule and sets the document title. */
export function ScreenGuard({ screen, children }: ScreenGuardProps) {
  const session = useSession();
  const location = useLocation();
  const target = session.status === 'loading' ? null : guardRedirect(screen, session);
  useEffect(() => {
    if (!target) document.title = screen.title;
    else if (target === FORBIDDEN) document.title = `Not allowed - ${screen.title}`;
  }, [target, screen.title]);
  if (session.status === 'loading') return <LoadingScreen />;
  if (target === FORBIDDEN) return <Forbidden title={screen.title} superUserOnly={screen.access === 'superUser'} />;
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <>{children}</>;
}
