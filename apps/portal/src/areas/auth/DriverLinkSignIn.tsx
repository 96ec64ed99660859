import { driverTokenParam, loginPath } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notifications.tsx';
import { withoutParam } from '../../app/paths.ts';
import { usePortalConfig } from '../../app/services.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { AuthPage } from './AuthPage.tsx';
import { alreadySignedInWith, rememberSignInWith } from './driverLinkMemory.ts';
import { signInFailureNotices } from './failures.ts';

/**
 * An address with `?driverToken=` signs the driver in directly (spec 1 §2), then shows the page
 * the link pointed at without the token in the address bar (or the landing page for `/`). A refused
 * link, a lock-out or an unreachable server is said as such and the driver lands on the sign-in page.
 * A link gives a few sign-ins (ADR 042): reopened in the browser it already signed in, it spends none.
 */
export function DriverLinkSignIn({ driverToken }: { driverToken: string }) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn, session } = useSession();
  const { supportEmail } = usePortalConfig();
  const notify = useNotify();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const rest = `${location.pathname}${withoutParam(location.search, driverTokenParam)}`;
    if (alreadySignedInWith(driverToken, session, new Date())) {
      void navigate(rest, { replace: true });
      return;
    }
    signIn({ method: 'driverToken', driverToken }).then(
      () => {
        rememberSignInWith(driverToken);
        void navigate(rest, { replace: true });
      },
      (error: unknown) => {
        for (const notice of signInFailureNotices(error, 'driverLink', supportEmail, t)) notify(notice);
        void navigate(loginPath, { replace: true });
      },
    );
    // Runs once per opening (`started`): the user signed in by this very effect must not re-run it.
  }, [driverToken, location.pathname, location.search, navigate, notify, signIn, supportEmail, t, session]);

  return (
    <AuthPage title={t('portal.name')}>
      <p role="status">{t('auth.signIn.driverLink')}</p>
    </AuthPage>
  );
}
