import { authSuccessToastMs } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import { useParams } from 'react-router-dom';
import { useNotices, useNotify } from '../../app/notifications.tsx';
import { usePortalConfig } from '../../app/services.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { AuthPage } from './AuthPage.tsx';
import { signInFailureNotices } from './failures.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

/**
 * `/reset-password/{resetToken}` and `/passwordReset/{token}`: sets a new password with the token
 * from the mail; success says 'Password Reset Successful' for 4 s and signs the user in (spec 1 §4, §8).
 */
export function ResetPasswordScreen() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const { supportEmail } = usePortalConfig();
  const notify = useNotify();
  const notices = useNotices();

  async function reset(newPassword: string) {
    try {
      await signIn({ method: 'passwordReset', resetToken: token, newPassword });
      notices.success(t('auth.passwordResetSuccessful'), authSuccessToastMs);
    } catch (error) {
      for (const notice of signInFailureNotices(error, 'passwordReset', supportEmail, t)) notify(notice);
    }
  }

  return (
    <AuthPage title={t('auth.reset.title')}>
      <NewPasswordForm onSubmit={reset} />
    </AuthPage>
  );
}

/** Route module. */
export const Component = ResetPasswordScreen;
