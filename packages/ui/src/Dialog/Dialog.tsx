import type { ReactElement, ReactNode, RefObject } from 'react';
import * as overlayStyles from '../overlay/overlay.css.ts';
import { OverlayFrame } from '../overlay/OverlayFrame.tsx';
import * as styles from './Dialog.css.ts';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** A sentence under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and the primary action. */
  footer?: ReactNode;
  /** An element that opens the dialog on click (a button; it gets `aria-haspopup` and `aria-expanded`). */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, backdrop click). */
  onOpenChange?: (open: boolean) => void;
  /**
   * Width: small 400 px, medium 560 px, large 800 px; below the narrow breakpoint these are a full-width bottom
   * sheet. `full` fills the viewport less a margin (the whole screen when narrow), keeps the title on one line and
   * gives the content an unpadded body to fill (e.g. a document viewer). @default 'medium'
   */
  size?: 'small' | 'medium' | 'large' | 'full';
  /** `alertdialog` for confirmations that interrupt (no close on outside click). @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button (keep another way to close, e.g. a Cancel button). @default false */
  hideCloseButton?: boolean;
  /** The element focused on open; by default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog, merged last. */
  className?: string;
}

/**
 * A modal dialog (Ariakit Dialog: focus trap, Escape, focus return, inert background) with a title,
 * optional description, a close button and a footer slot for actions. Portals into `UiProvider`'s root.
 *
 * @example
 * <Dialog title="Reject Tender" open={open} onOpenChange={setOpen}
 *   footer={<><Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button><Button>Reject</Button></>}>
 *   …
 * </Dialog>
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  hideCloseButton = false,
  className,
  // The trigger, open state and initial focus pass through to the frame as they are.
  ...state
}: DialogProps) {
  return (
    <OverlayFrame
      {...state}
      role={role}
      hideOnInteractOutside={role === 'dialog'}
      backdrop={<div className={overlayStyles.backdrop} />}
      className={[styles.dialog, styles.dialogAnimated, styles.size[size], className]
        .filter(Boolean)
        .join(' ')}
      parts={size === 'full' ? { ...styles, body: styles.bodyFull } : styles}
      closeButton={!hideCloseButton}
      headings={{
        title,
        titleClassName: size === 'full' ? styles.titleFull : styles.title,
        description,
        descriptionClassName: styles.description,
        className: styles.headings,
      }}
      footer={footer}
    >
      {children}
    </OverlayFrame>
  );
}
