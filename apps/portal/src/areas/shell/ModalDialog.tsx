import { useEffect, useId, useRef, type ReactNode } from 'react';
import * as styles from './shell.css.ts';

/**
 * A modal on the browser's own `<dialog>` (focus trap, Escape and inert background for free).
 * Local stand-in until the kit's Dialog and Drawer land; callers pass only open, title and content.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  placement = 'center',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  placement?: 'center' | 'top';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-placement={placement}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
