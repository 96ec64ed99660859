import { shouldShowSamsaraExpiredModal, tabSessionKeys } from '@freightkit/domain';
import { Button, Dialog, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { profileIntegrationsPath } from '../profile/paths.ts';

const dismissedKey = tabSessionKeys.samsaraModalDismissed;

/**
 * 'Expired Samsara Token' (spec 1 §2, spec 2 §4): for admins (never driver-only users) whose
 * telematics token expired, offering the profile's integrations tab. Put off ("Later", Escape or going to
 * the integrations tab), it stays closed for the rest of the signed-in session in this tab, reloads
 * included; signing out forgets it (`tabSessionKeys`).
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('samsara.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('shell.samsara.later')}
          </Button>
          <Button
            onClick={() => {
              close();
              void navigate(profileIntegrationsPath);
            }}
          >
            {t('samsara.goToIntegrations')}
          </Button>
        </>
      }
    >
      <p>{t('samsara.body')}</p>
    </Dialog>
  );
}
