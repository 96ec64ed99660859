import { Button, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { portalBuildVersion } from '../../app/config.ts';
import { usePortalConfig } from '../../app/services.tsx';
import { ModalDialog } from './ModalDialog.tsx';
import * as styles from './shell.css.ts';

/** The top bar's Application Updates button (spec 1 §2) with the build version and environment. */
export function ApplicationUpdates() {
  const { t } = useI18n();
  const { environment } = usePortalConfig();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.topLink}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('topBar.applicationUpdates')}
      </button>
      <ModalDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={t('shell.updates.title')}
      >
        <p>{t('shell.updates.body')}</p>
        <p>
          {t('shell.about.version', { version: portalBuildVersion })}
          <br />
          {t('shell.about.environment', { environment })}
        </p>
        <div className={styles.dialogActions}>
          <Button
            onClick={() => {
              setOpen(false);
            }}
          >
            {t('shell.updates.close')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
