import { shouldShowSamsaraExpiredModal } from '@freightkit/domain';
import { Button, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import * as styles from './shell.css.ts';

const dismissedKey = 'freightkit.samsaraModalDismissed';

/**
 * 'Expired Samsara Token' (spec 1 §2, spec 2 §4): for admins (never driver-only users) whose
 * telematics token expired, offering the profile's integrations tab. Shown once per sign-in.
 */
export function SamsaraExpiredModal() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(
    () => shouldShowSamsaraExpiredModal(user) && window.sessionStorage.getItem(dismissedKey) !== user.id,
  );
  const close = () => {
    window.sessionStorage.setItem(dismissedKey, user.id);
    setOpen(false);
  };
  return (
    <ModalDialog open={open} onClose={close} title={t('samsara.title')}>
      <p>{t('samsara.body')}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={close}>
          {t('shell.samsara.later')}
        </Button>
        <Button
          onClick={() => {
            close();
            void navigate('/profile?tab=integrations');
          }}
        >
          {t('samsara.goToIntegrations')}
        </Button>
      </div>
    </ModalDialog>
  );
}
