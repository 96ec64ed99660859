import { Button, Dialog, Inline, useI18n } from '@freightkit/ui';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../../app/session/SessionProvider.tsx';
import { unsentCaptures } from './unsentCaptures.ts';
import { useOutbox, useOutboxSnapshot } from './OutboxProvider.tsx';

/**
 * Sign-out that asks first when captures are not sent yet (ADR 039): keep them on this phone (only this
 * user sees and sends them, after their next sign-in), discard them, or stay signed in. With nothing
 * unsent it signs out at once. Render `dialog` once, next to the control that calls `signOut`.
 */
export function useSignOutWithOutbox(): { signOut: () => void; dialog: ReactNode } {
  const { t } = useI18n();
  const session = useSession();
  const outbox = useOutbox();
  const unsent = unsentCaptures(useOutboxSnapshot().captures).length;
  const [asking, setAsking] = useState(false);

  const end = async (discard: boolean) => {
    setAsking(false);
    if (discard) await outbox?.discardUnsent();
    outbox?.stop();
    await session.signOut();
  };

  const dialog = (
    <Dialog
      open={asking}
      onOpenChange={setAsking}
      role="alertdialog"
      size="small"
      title={t('capture.signOut.title')}
      description={<UnsentCount count={unsent} />}
      footer={
        <Inline space="sm" align="right">
          <Button
            variant="secondary"
            onClick={() => {
              setAsking(false);
            }}
          >
            {t('capture.signOut.cancel')}
          </Button>
          <Button variant="critical" onClick={() => void end(true)}>
            {t('capture.signOut.discard')}
          </Button>
          <Button onClick={() => void end(false)}>{t('capture.signOut.keep')}</Button>
        </Inline>
      }
    />
  );

  return {
    signOut: () => {
      if (unsent > 0) setAsking(true);
      else void session.signOut();
    },
    dialog,
  };
}

/**
 * The dialog's count of unsent captures, formatted only when the dialog draws it: the hook runs in the
 * top bar of every signed-in page, and a plural message formatted there on each render made the page's
 * first number formatter inside its first render (ADR 082).
 */
function UnsentCount({ count }: { count: number }) {
  const { t } = useI18n();
  return t('capture.signOut.body', { count });
}
