import { useI18n } from '@freightkit/ui';
import { useParams } from 'react-router-dom';
import { useNotices, useNotify } from '../../app/notifications.tsx';
import { usePortalConfig } from '../../app/services.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { AuthPage } from './AuthPage.tsx';
import { signInFailureNotices } from './failures.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

/** `/ActivateUser/{token}`: an invited user chooses a first password and is signed in. */
export function ActivateScreen() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const { supportEmail } = usePortalConfig();
  const notify = useNotify();
  const notices = useNotices();

  async function activate(newPassword: string) {
    try {
      await signIn({ method: 'activation', resetToken: token, newPassword });
      notices.success(t('auth.activate.done'));
    } catch (error) {
      for (const notice of signInFailureNotices(error, 'passwordReset', supportEmail, t)) notify(notice);
    }
  }

  return (
    <AuthPage title={t('auth.activate.title')} intro={t('auth.activate.intro')}>
      <NewPasswordForm onSubmit={activate} />
    </AuthPage>
  );
}

/** Route module. */
export const Component = ActivateScreen;
