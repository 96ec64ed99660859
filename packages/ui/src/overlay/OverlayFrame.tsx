import {
  Dialog as AriakitDialog,
  DialogDisclosure,
  DialogDismiss,
  useDialogStore,
  type DialogProps as AriakitDialogProps,
} from '@ariakit/react';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';

/** Props of {@link OverlayFrame}. */
export interface OverlayFrameProps extends Pick<
  AriakitDialogProps,
  'role' | 'modal' | 'initialFocus' | 'hideOnInteractOutside' | 'backdrop' | 'className'
> {
  /** An element that opens the overlay on click. */
  trigger?: ReactElement | undefined;
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the overlay opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The header's content before the close button (the heading, a description). */
  header: ReactNode;
  /** Shows the × button at the header's end. */
  closeButton: boolean;
  /** The content; scrolls when long. */
  children?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Classes of the parts, from the component's styles. */
  parts: { header: string; body: string; footer: string; close?: string };
  /** Extra attributes on the dialog element (e.g. `data-placement`). */
  attributes?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * @internal The frame Dialog and Drawer share (Ariakit Dialog: focus trap, Escape, focus return): the
 * optional trigger, a header with the close button, a focusable scrolling body and a footer.
 */
export function OverlayFrame({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  header,
  closeButton,
  children,
  footer,
  parts,
  attributes,
  ...dialogProps
}: OverlayFrameProps) {
  const { t } = useI18n();
  const store = useDialogStore({ open, defaultOpen, setOpen: onOpenChange });
  return (
    <>
      {trigger ? <DialogDisclosure store={store} render={trigger} /> : null}
      <AriakitDialog store={store} unmountOnHide {...attributes} {...dialogProps}>
        <div className={parts.header}>
          {header}
          {closeButton ? (
            <DialogDismiss
              render={
                <IconButton icon="close" label={t('kit.close')} tooltip={false} className={parts.close} />
              }
            />
          ) : null}
        </div>
        {children ? (
          // The body scrolls when long; it is focusable so keyboard users can scroll it (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className={parts.body} tabIndex={0}>
            {children}
          </div>
        ) : null}
        {footer ? <div className={parts.footer}>{footer}</div> : null}
      </AriakitDialog>
    </>
  );
}
