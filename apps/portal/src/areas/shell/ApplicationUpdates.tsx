import { Button, Dialog, useI18n } from '@freightkit/ui';
import { portalBuildVersion } from '../../app/config.ts';
import { usePortalConfig } from '../../app/services.tsx';

/** Application Updates (spec 1 §2): what is new, with the build version and environment for support. */
export function ApplicationUpdatesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const { environment } = usePortalConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.updates.title')}
      footer={
        <Button
          onClick={() => {
            onOpenChange(false);
          }}
        >
          {t('shell.updates.close')}
        </Button>
      }
    >
      <p>{t('shell.updates.body')}</p>
      <p>
        {t('shell.about.version', { version: portalBuildVersion })}
        <br />
        {t('shell.about.environment', { environment })}
      </p>
    </Dialog>
  );
}
