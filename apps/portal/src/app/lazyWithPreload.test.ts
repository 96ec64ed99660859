import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload.ts';

interface GreetingModule {
  readonly Greeting: (props: { name: string }) => string;
}

const greetingModule: GreetingModule = { Greeting: ({ name }) => `Hello ${name}` };

/** A module load the test answers or fails by hand. */
function deferredLoad() {
  const settle: { answer: () => void; fail: (error: Error) => void } = {
    answer: () => undefined,
    fail: () => undefined,
  };
  const load = vi.fn(
    () =>
      new Promise<GreetingModule>((resolve, reject) => {
        settle.answer = () => {
          resolve(greetingModule);
        };
        settle.fail = reject;
      }),
  );
  return { load, settle };
}

/** The HTML of the component under a Suspense boundary whose fallback reads "loading". */
const html = (component: (props: { name: string }) => React.ReactElement, name: string) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(component, { name })));

describe('lazyWithPreload', () => {
  it('renders the component at once, without its fallback, once a preload has brought the code', async () => {
    const { load, settle } = deferredLoad();
    const greeting = lazyWithPreload(load, (module) => module.Greeting);
    const preloaded = greeting.preload();
    settle.answer();
    await preloaded;
    // Drawn in place: a resolved boundary, never its fallback.
    expect(html(greeting.Component, 'Ana')).toBe('<!--$-->Hello Ana<!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the code has not arrived, and loads it once for the preload and the render', async () => {
    const { load, settle } = deferredLoad();
    const greeting = lazyWithPreload(load, (module) => module.Greeting);
    const preloaded = greeting.preload();
    expect(html(greeting.Component, 'Ben')).toContain('loading');
    settle.answer();
    await preloaded;
    expect(html(greeting.Component, 'Ben')).toBe('<!--$-->Hello Ben<!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const first = deferredLoad();
    const second = deferredLoad();
    const load = vi.fn<() => Promise<GreetingModule>>();
    load.mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    const greeting = lazyWithPreload(load, (module) => module.Greeting);
    const failed = greeting.preload();
    first.settle.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow('Failed to fetch');
    const retried = greeting.preload();
    second.settle.answer();
    await retried;
    expect(html(greeting.Component, 'Cy')).toBe('<!--$-->Hello Cy<!--/$-->');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
