// Ariakit 0.4.40 marks its Select family deprecated (see Select.tsx); the two selects share this frame.
/* eslint-disable @typescript-eslint/no-deprecated */
import { Select as AriakitSelect, SelectLabel, SelectPopover } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Field } from '../TextField/Field.tsx';
import * as fieldStyles from '../TextField/Field.css.ts';
import type { FieldFrameProps } from '../TextField/fieldProps.ts';
import * as styles from './Select.css.ts';

/** Props of {@link SelectFrame}. */
export interface SelectFrameProps {
  /** Label, description, error and the rest of the field's frame. */
  frame: FieldFrameProps;
  /** What the button shows: the chosen label or labels, or the placeholder. */
  shown: ReactNode;
  /** The list's items. */
  children: ReactNode;
  disabled?: boolean;
  name?: string;
}

/**
 * @internal The labelled button and popover list {@link Select} and `MultiSelect` share, inside their
 * own `SelectProvider` (one value or several) and with their own items.
 */
export function SelectFrame({ frame, shown, children, disabled, name }: SelectFrameProps) {
  return (
    <>
      <Field
        {...frame}
        renderLabel={({ className: labelClass, children: label }) => (
          <SelectLabel className={labelClass}>{label}</SelectLabel>
        )}
      >
        {({ id, ...aria }) => (
          <AriakitSelect
            id={id}
            {...aria}
            name={name}
            disabled={disabled}
            accessibleWhenDisabled
            className={[fieldStyles.control, styles.button].join(' ')}
          >
            {shown}
            <Icon name="chevronDown" size="small" />
          </AriakitSelect>
        )}
      </Field>
      <SelectPopover gutter={4} sameWidth unmountOnHide className={styles.popover}>
        {children}
      </SelectPopover>
    </>
  );
}
