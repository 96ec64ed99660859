import { afterUnauthorizedPath, checkPathAccess, landingPath, loginPath } from '@freightkit/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { UnauthorizedView } from '@freightkit/ui';
import { isSafeReturnPath } from './paths.ts';
import { useSession } from './session/SessionProvider.tsx';

/**
 * Lets only signed-in users through (spec 1 §2 guards). Others go to /login — or to / after a
 * 401 (spec 1 §4) — and the address they wanted is remembered for the return after sign-in.
 */
export function RequireSession() {
  const { session, lastEnd, rememberPath } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (session !== null) return;
    // A 401 and an expiry already remembered where the user was; a sign-out forgets on purpose.
    if (lastEnd === null) rememberPath(wanted);
    void navigate(lastEnd === 'unauthorized' ? afterUnauthorizedPath : loginPath, { replace: true });
  }, [session, lastEnd, rememberPath, wanted, navigate]);

  return session === null ? null : <Outlet />;
}

/**
 * Checks the current path against domain's route table (roles, permissions, non-broker, redirect
 * target): allowed routes render, others show 'You are not Authorized for this content' or go to
 * the route's redirect target.
 */
export function AccessGate() {
  const { user } = useSession();
  const location = useLocation();
  const access = checkPathAccess(user, location.pathname);
  switch (access.kind) {
    case 'allowed':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'unauthorized':
      return <UnauthorizedView />;
  }
}

/**
 * Sign-in pages: once a session exists (just signed in, or already signed in), go where the user
 * was before sign-in was needed, else to their landing page by permission (spec 1 §2 catch-all).
 */
export function PublicOnly() {
  const { session } = useSession();
  return session === null ? <Outlet /> : <SignedInRedirect />;
}

function SignedInRedirect() {
  const { user, takeRememberedPath } = useSession();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || user === null) return;
    done.current = true;
    const remembered = takeRememberedPath();
    void navigate(isSafeReturnPath(remembered) ? remembered : landingPath(user), { replace: true });
  }, [user, takeRememberedPath, navigate]);
  return null;
}
