import { cloneElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { useMergedRef } from './mergedRef.ts';

type Props = Record<string, unknown>;

/** The ref an element was given (React 19 passes it as a prop), if any. */
function elementRef<T>(element: ReactElement): Ref<T> | undefined {
  return (element.props as { ref?: Ref<T> }).ref;
}

/** Props of {@link MergedTrigger}: the element, and the props and ref merged into it. */
export interface MergedTriggerProps extends HTMLAttributes<HTMLElement> {
  /** The trigger element given to the component (a kit `Button`, `IconButton`). */
  render: ReactElement;
  /** Gets the trigger's DOM element, as does the element's own ref. */
  ref?: Ref<HTMLElement>;
}

/**
 * @internal The trigger of a control whose Ariakit part loads on demand (a `Menu`'s, a `Dialog`'s, a `Tooltip`'s or
 * `Drawer`'s, ADR 080): the `render` element with these props merged in, as Ariakit's `Role render={trigger}` merged them
 * (`mergeProps` of `@ariakit/react-utils`), without loading Ariakit: the element's own props win,
 * except an `undefined` one, which leaves ours; its own handlers run first, then ours (which skip a
 * `defaultPrevented` event themselves); class names join and styles merge; both refs get the element.
 * The element is cloned, not wrapped: its DOM node is the same for the component's whole life.
 */
export function MergedTrigger({ render, ref, ...ours }: MergedTriggerProps) {
  const mergedRef = useMergedRef(ref, elementRef<HTMLElement>(render));
  const own = render.props as Props;
  const props: Props = {};
  for (const [key, value] of Object.entries(ours)) if (value !== undefined) props[key] = value;
  for (const [key, value] of Object.entries(own)) {
    const base = props[key];
    if (key === 'className') {
      props[key] = base && value ? `${base as string} ${value as string}` : value || base;
      continue;
    }
    if (key === 'style') {
      props[key] = base ? { ...(base as Props), ...(value as Props) } : value;
      continue;
    }
    if (value === undefined) continue;
    if (key.startsWith('on')) {
      // A handler that is not a function (e.g. `null`) leaves ours in place.
      if (typeof value !== 'function') continue;
      if (typeof base === 'function') {
        props[key] = (...args: unknown[]) => {
          (value as (...args: unknown[]) => void)(...args);
          (base as (...args: unknown[]) => void)(...args);
        };
        continue;
      }
    }
    props[key] = value;
  }
  props.ref = mergedRef;
  return cloneElement(render, props);
}
