import type { ButtonHTMLAttributes, SyntheticEvent } from 'react';

type ButtonAttributes = ButtonHTMLAttributes<HTMLButtonElement>;

/** The capture handlers that stop a disabled-but-focusable button from acting. */
export type DisabledButtonHandlers = Pick<
  ButtonAttributes,
  'onClickCapture' | 'onAuxClickCapture' | 'onMouseDownCapture'
>;

/**
 * Handlers that keep a native `button` focusable while disabled (`aria-disabled`, no `disabled`
 * attribute) but make it do nothing, as Ariakit's `accessibleWhenDisabled` did: a click (mouse, Enter,
 * Space, or a form's implicit submission, all of which reach a native button as a `click`), an auxiliary
 * click and a mouse down (so a pointer does not focus it either) are prevented and stopped in the
 * capture phase, so the button's own `onClick` never runs and a `submit` button submits nothing. The
 * caller's handler runs first; one that prevents the default keeps the event as it is.
 */
export function accessibleWhenDisabled(
  props: DisabledButtonHandlers,
  disabled: boolean,
): DisabledButtonHandlers {
  if (!disabled) return props;
  const stop =
    <E extends SyntheticEvent<HTMLButtonElement>>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event);
      if (event.defaultPrevented) return;
      event.stopPropagation();
      event.preventDefault();
    };
  return {
    onClickCapture: stop(props.onClickCapture),
    onAuxClickCapture: stop(props.onAuxClickCapture),
    onMouseDownCapture: stop(props.onMouseDownCapture),
  };
}
