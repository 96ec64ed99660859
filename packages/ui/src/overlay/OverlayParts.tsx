import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
  useDialogStore,
  type DialogProps as AriakitDialogProps,
  type DialogStore,
} from '@ariakit/react';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/**
 * The heading (and description) of a Dialog or Drawer as data: the part renders them as Ariakit's
 * DialogHeading/DialogDescription, which name and describe the dialog (`aria-labelledby`/`aria-describedby`).
 */
export interface OverlayHeadings {
  /** The heading's content. */
  title: ReactNode;
  /** Class of the heading element. */
  titleClassName?: string | undefined;
  /** Keeps the heading for assistive technology only (VisuallyHidden). */
  hideTitle?: boolean | undefined;
  /** A sentence under the title (`aria-describedby`). */
  description?: ReactNode;
  /** Class of the description element. */
  descriptionClassName?: string | undefined;
  /** When given, the heading and description sit together in a `div` of this class. */
  className?: string | undefined;
}

/** Props of {@link OverlayParts}: the open frame, with the open state owned by OverlayFrame. */
export interface OverlayPartsProps extends Pick<
  AriakitDialogProps,
  'role' | 'modal' | 'initialFocus' | 'hideOnInteractOutside' | 'backdrop' | 'className'
> {
  /** Whether the overlay is open (OverlayFrame owns it, controlled or not). */
  open: boolean;
  /** Called when Ariakit closes it (close button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The dialog element's id (the trigger's `aria-controls`). */
  id: string;
  /** The trigger's element: focus returns to it on close. Without one, to what had the focus before. */
  disclosure: RefObject<HTMLElement | null>;
  /** The heading and description, rendered at the header's start. */
  headings: OverlayHeadings;
  /** Shows the × button at the header's end. */
  closeButton: boolean;
  /** The content; scrolls when long. */
  children?: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Classes of the parts, from the component's styles. */
  parts: { header: string; body: string; footer: string; close?: string };
  /** Extra attributes on the dialog element (e.g. `data-placement`). */
  attributes?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/**
 * Tells the store which element is the disclosure, as Ariakit's DialogDisclosure did on the trigger: focus
 * returns to it and a click on it is not an outside click. Rendered before the dialog, so this layout effect
 * runs before the dialog's own, which would otherwise take the focused element (what had the focus before).
 */
function TriggerDisclosure({
  store,
  disclosure,
}: {
  store: DialogStore;
  disclosure: RefObject<HTMLElement | null>;
}) {
  useLayoutEffect(() => {
    const element = disclosure.current;
    if (element && store.getState().disclosureElement !== element) store.setDisclosureElement(element);
  });
  return null;
}

function Headings({
  title,
  titleClassName,
  hideTitle,
  description,
  descriptionClassName,
  className,
}: OverlayHeadings) {
  const heading = <DialogHeading className={titleClassName}>{title}</DialogHeading>;
  const content = (
    <>
      {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
      {description ? (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      ) : null}
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}

/**
 * @internal The open frame of Dialog and Drawer (Ariakit Dialog: focus trap, Escape, focus return), loaded
 * by OverlayFrame on the first open: a header with the heading and the close button, a focusable scrolling
 * body and a footer. It stays mounted after a close, so Ariakit finishes the close (focus return).
 */
export function OverlayParts({
  open,
  onOpenChange,
  disclosure,
  headings,
  closeButton,
  children,
  footer,
  parts,
  attributes,
  ...dialogProps
}: OverlayPartsProps) {
  const { t } = useI18n();
  const store = useDialogStore({ open, setOpen: onOpenChange });
  return (
    <>
      <TriggerDisclosure store={store} disclosure={disclosure} />
      <AriakitDialog store={store} unmountOnHide {...attributes} {...dialogProps}>
        <div className={parts.header}>
          <Headings {...headings} />
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
