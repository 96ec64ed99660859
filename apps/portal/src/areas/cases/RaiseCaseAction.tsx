import { can, canRaiseCaseOn } from '@freightkit/domain';
import { Button, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { RaiseCaseDialog, type RaiseCaseShipment } from './RaiseCaseDialog.tsx';

/** Props of {@link RaiseCaseAction}. */
export interface RaiseCaseActionProps {
  /** Raised from a shipment (its Cases tab); on `/cases` the form asks for the shipment number. */
  readonly shipment?: RaiseCaseShipment | undefined;
}

/**
 * The "Raise accessorial request" button and its form (ADR 032). Shown only to users who may raise
 * cases (domain's `cases.raise`) and, on a shipment, only when its status allows some kind of request.
 */
export function RaiseCaseAction({ shipment }: RaiseCaseActionProps) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!can(user, 'cases.raise')) return null;
  if (shipment && !canRaiseCaseOn(shipment.status)) return null;
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('cases.raise.action')}
      </Button>
      <RaiseCaseDialog open={open} onOpenChange={setOpen} shipment={shipment} />
    </>
  );
}
