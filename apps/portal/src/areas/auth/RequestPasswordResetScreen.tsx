import { queryParam } from '@freightkit/domain';
import { Button, Inline, Stack, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useNotices, useNotify } from '../../app/notifications.tsx';
import { usePortalConfig } from '../../app/services.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import * as styles from './auth.css.ts';
import { AuthPage, Field } from './AuthPage.tsx';
import { signInFailureNotices } from './failures.ts';

/** Asks for a reset mail (spec 1 §4, §7): 'Please check your email' on success (spec 1 §8). */
export function RequestPasswordResetScreen() {
  const { t } = useI18n();
  const { search } = useLocation();
  const { requestPasswordReset } = useSession();
  const { supportEmail } = usePortalConfig();
  const notify = useNotify();
  const notices = useNotices();
  const [email, setEmail] = useState(() => queryParam(search, 'email') ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setError(t('auth.validation.required', { field: t('auth.field.userName') }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      notices.success(t('auth.checkEmail'));
      setSent(true);
    } catch (failure) {
      for (const notice of signInFailureNotices(failure, 'passwordResetRequest', supportEmail, t))
        notify(notice);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPage title={t('auth.requestReset.title')} intro={t('auth.requestReset.intro')}>
      {sent ? (
        <p>{t('auth.requestReset.sent')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack space="md">
            <Field
              id="email"
              label={t('auth.field.userName')}
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              error={error}
            />
            <Button type="submit" loading={busy}>
              {t('auth.requestReset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Inline space="md" align="spaceBetween">
        <Link className={styles.link} to="/login">
          {t('auth.backToSignIn')}
        </Link>
      </Inline>
    </AuthPage>
  );
}

/** Route module: `/request-password-reset`. */
export const Component = RequestPasswordResetScreen;
