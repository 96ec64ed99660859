import type { ReactElement, ReactNode, RefObject } from 'react';
import * as overlayStyles from '../overlay/overlay.css.ts';
import { OverlayFrame } from '../overlay/OverlayFrame.tsx';
import * as styles from './Drawer.css.ts';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** The heading; it names the drawer. */
  title: ReactNode;
  /** Keeps the title for assistive technology only (e.g. a search drawer whose field says it all). @default false */
  hideTitle?: boolean;
  /** The drawer's content. */
  children?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** An element that opens the drawer on click. */
  trigger?: ReactElement;
  /** Which edge it slides from: `left`/`right` panels or a `top` sheet (e.g. shipment search). @default 'right' */
  placement?: 'left' | 'right' | 'top';
  /** Width of side drawers / maximum height of the top sheet: 320, 400 or 560 px. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Whether the page behind is dimmed and inert. @default true */
  modal?: boolean;
  /** The element focused on open, e.g. the search field. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the drawer, merged last. */
  className?: string;
}

/**
 * A panel sliding in from a side or the top (Ariakit Dialog: focus trap, Escape, focus return).
 *
 * @example
 * <Drawer placement="top" title={t('search.drawerTitle')} hideTitle open={open} onOpenChange={setOpen}>…</Drawer>
 */
export function Drawer({
  title,
  hideTitle = false,
  children,
  footer,
  placement = 'right',
  size = 'medium',
  modal = true,
  className,
  // The trigger, open state and initial focus pass through to the frame as they are.
  ...state
}: DrawerProps) {
  return (
    <OverlayFrame
      {...state}
      modal={modal}
      backdrop={modal ? <div className={overlayStyles.backdrop} /> : false}
      attributes={{ 'data-placement': placement }}
      className={[styles.drawer, styles.placement[placement], styles.size[size], className]
        .filter(Boolean)
        .join(' ')}
      parts={styles}
      closeButton
      headings={{ title, hideTitle, titleClassName: hideTitle ? undefined : styles.title }}
      footer={footer}
    >
      {children}
    </OverlayFrame>
  );
}
