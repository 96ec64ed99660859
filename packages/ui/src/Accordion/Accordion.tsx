import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Accordion.css.ts';

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A stack of sections that expand and collapse independently (e.g. the invoice's Charges).
 *
 * @example
 * <Accordion><AccordionItem title="Charges" defaultOpen>…</AccordionItem></Accordion>
 */
export function Accordion({ children, className }: AccordionProps) {
  return <div className={[styles.accordion, className].filter(Boolean).join(' ')}>{children}</div>;
}

/** Props of {@link AccordionItem}. */
export interface AccordionItemProps {
  /** The section's heading text (inside the toggle button). */
  title: ReactNode;
  /** Something shown after the title in the header (e.g. a total or a count). */
  summary?: ReactNode;
  /** The section's content. */
  children: ReactNode;
  /** The heading level wrapping the toggle. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Controlled expanded state. */
  open?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the section expands or collapses. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The section cannot be toggled (it keeps its current state). Its toggle stays focusable with
   * `aria-disabled`, so keyboard and screen reader users still find it and hear why nothing happens.
   * @default false
   */
  disabled?: boolean;
}

/** One collapsible section (Ariakit Disclosure: a button with `aria-expanded` controlling the content). */
export function AccordionItem({
  title,
  summary,
  children,
  headingLevel = 3,
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
}: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.item}>
      <DisclosureProvider open={open} defaultOpen={defaultOpen} setOpen={onOpenChange}>
        <Heading className={styles.heading}>
          <Disclosure className={styles.trigger} disabled={disabled} accessibleWhenDisabled>
            <span className={styles.title}>{title}</span>
            {summary}
            <span className={styles.chevron}>
              <Icon name="chevronDown" size="small" />
            </span>
          </Disclosure>
        </Heading>
        <DisclosureContent className={styles.content}>{children}</DisclosureContent>
      </DisclosureProvider>
    </div>
  );
}
