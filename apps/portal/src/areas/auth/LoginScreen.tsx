import { authSuccessToastMs } from '@freightkit/domain';
import { Banner, Button, Inline, Stack, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { useNotices, useNotify } from '../../app/notifications.tsx';
import { usePortalConfig } from '../../app/services.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import * as styles from './auth.css.ts';
import { AuthPage, Field } from './AuthPage.tsx';
import { signInFailureNotices } from './failures.ts';

/**
 * Credentials sign-in (spec 1 §7 `authorizeUser`): 'Login Successful' for 4 s on success, 'Wrong
 * username or password.' or the 8-second 'Do Not Use' notice on a refusal (spec 1 §8), and a text of
 * its own for a lock-out or an unreachable server; the fields keep what was typed. Where sign-in goes
 * through the identity provider (MSAL, ADR 012/028) the password is asked there, so only the address
 * is asked here (the provider's login hint), and a sign-in that came back refused says why.
 */
export function LoginScreen() {
  const { t } = useI18n();
  const { signIn, signsInByRedirect, redirectProblem } = useSession();
  const { supportEmail } = usePortalConfig();
  const notify = useNotify();
  const notices = useNotices();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userName?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const missing = {
      ...(userName.trim() === ''
        ? { userName: t('auth.validation.required', { field: t('auth.field.userName') }) }
        : {}),
      ...(password === '' && !signsInByRedirect
        ? { password: t('auth.validation.required', { field: t('auth.field.password') }) }
        : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const result = await signIn({ method: 'password', userName: userName.trim(), password });
      if (result.kind === 'signedIn') notices.success(t('auth.loginSuccessful'), authSuccessToastMs);
    } catch (error) {
      for (const notice of signInFailureNotices(error, 'login', supportEmail, t)) notify(notice);
      setBusy(false);
    }
  }

  return (
    <AuthPage
      title={t('auth.signIn.title')}
      intro={signsInByRedirect ? t('auth.signIn.redirectIntro') : t('auth.signIn.intro')}
    >
      {redirectProblem === null ? null : (
        <Banner
          tone="critical"
          live
          title={
            redirectProblem === 'noPortalUser' ? t('auth.redirect.noPortalUser') : t('auth.redirect.failed')
          }
        />
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="md">
          <Field
            id="userName"
            label={t('auth.field.userName')}
            type="email"
            value={userName}
            onChange={setUserName}
            autoComplete="username"
            error={errors.userName}
          />
          {signsInByRedirect ? null : (
            <Field
              id="password"
              label={t('auth.field.password')}
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              error={errors.password}
            />
          )}
          <Button type="submit" loading={busy}>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Inline space="md" align="spaceBetween">
        <Link className={styles.link} to="/forgot-password">
          {t('auth.signIn.forgot')}
        </Link>
      </Inline>
    </AuthPage>
  );
}

/** Route module: `/` and `/login`. */
export const Component = LoginScreen;
