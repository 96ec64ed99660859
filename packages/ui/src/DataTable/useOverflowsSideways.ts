import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element's content is wider than its box (it scrolls sideways), kept current by a
 * ResizeObserver on the box and on its first child (the content), so both a narrower box and wider
 * content are seen.
 */
export function useOverflowsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // One pixel of slack: sub-pixel widths round up in scrollWidth without scrolling anything.
      setOverflows(element.scrollWidth > element.clientWidth + 1);
    };
    // The observer reports the first sizes once the page has been laid out for its paint, so the first
    // reading costs nothing; reading them here, in React's commit, forced the page's layout in the
    // middle of the render's task (ADR 082). Without an observer (an old browser), one reading now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer === null) measure();
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      observer?.disconnect();
    };
  }, []);
  return [ref, overflows] as const;
}
