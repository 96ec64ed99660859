import type { EquipmentUnit } from '@freightkit/api';
import { useRetireUnit } from '@freightkit/api/react';
import { Banner, Button, Dialog, Inline, Stack, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText } from '../common/failureText.ts';
import { useUnitName } from './unitName.ts';

/** Props of {@link RetireUnitDialog}. */
export interface RetireUnitDialogProps {
  /** The unit to retire. */
  readonly unit: EquipmentUnit;
  /** Called with `false` when the dialog closes (Cancel, Escape, or once the unit is retired). */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * Asks before retiring a unit (it cannot be undone): a retired unit stays listed under Retired, but can
 * no longer be changed or assigned to a load. A refusal (another user retired it first, 409) shows the
 * back end's sentence and keeps the dialog open.
 */
export function RetireUnitDialog({ unit, onOpenChange }: RetireUnitDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const unitName = useUnitName();
  const retire = useRetireUnit();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () => {
    setRefusal(null);
    retire.mutateAsync({ id: unit.id }).then(
      () => {
        notices.success(t('equipment.retired', { unit: unitName(unit) }));
        onOpenChange(false);
      },
      (error: unknown) => {
        setRefusal(failureText(t, error));
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="small"
      title={t(`equipment.retire.title.${unit.kind}`, { number: unit.unitNumber })}
      description={t('equipment.retire.description')}
      footer={
        <Inline space="sm" align="right">
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('equipment.form.cancel')}
          </Button>
          <Button variant="critical" loading={retire.isPending} onClick={confirm}>
            {t('equipment.retire.confirm')}
          </Button>
        </Inline>
      }
    >
      {refusal ? (
        <Stack space="sm">
          <Banner tone="critical" title={t('equipment.retire.refused')} description={refusal} />
        </Stack>
      ) : null}
    </Dialog>
  );
}
