import { useMemo, type Ref, type RefCallback } from 'react';

/** Sets one ref; a callback ref may answer with its cleanup (React 19). */
function setRef<T>(ref: Ref<T> | undefined, value: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    if (typeof cleanup === 'function') return cleanup;
  } else if (ref) ref.current = value;
  return undefined;
}

/**
 * @internal One ref callback that sets both refs, the same function while they are the same (a new one
 * would detach and attach the element on every render). As Ariakit's `useMergeRefs`: a ref's own cleanup
 * runs when the element goes, the others are set to `null`. The kit's one ref merge: on-demand triggers
 * (`MergedTrigger`) and tooltip anchors (`useTooltipTrigger`) use it.
 */
export function useMergedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): RefCallback<T> {
  return useMemo(
    () => (value: T | null) => {
      const refs = [first, second].filter((ref) => ref != null);
      const cleanups = refs.map((ref) => setRef(ref, value));
      if (!cleanups.some(Boolean)) return;
      return () => {
        refs.forEach((ref, index) => {
          const cleanup = cleanups[index];
          if (cleanup) cleanup();
          else setRef(ref, null);
        });
      };
    },
    [first, second],
  );
}
