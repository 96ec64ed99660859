import type { ReactNode } from 'react';

/**
 * The props every labelled kit control (TextField, NumberField, DateField, Select, Combobox) hands
 * unchanged to its {@link Field} frame: label, description, error, required marker and root class.
 * A control's props extend this, so the frame's props are declared and documented once.
 */
export interface FieldFrameProps {
  /** The visible label (required: it names the control). */
  label: ReactNode;
  /** Keeps the label for assistive technology only (e.g. a search box with a placeholder). @default false */
  hideLabel?: boolean;
  /** Help text under the label, read with the control. */
  description?: ReactNode;
  /** An error message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows the required marker and marks the control required. @default false */
  required?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * Splits a labelled control's props into its frame's (spread them on `<Field>`) and the control's
 * own, so each control wires only what is its own.
 *
 * @example
 * const [frame, { value, onChange }] = splitFieldProps(props);
 * return <Field {...frame}>{(control) => <input {...control} required={frame.required} value={value} />}</Field>;
 */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): readonly [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { label, hideLabel, description, error, required, className, ...control } = props;
  return [{ label, hideLabel, description, error, required, className }, control];
}
