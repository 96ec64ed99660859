import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MergedTrigger } from './MergedTrigger.tsx';

/** A kit-like trigger: a forwardRef button. */
const Trigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function Trigger(props, ref) {
    return <button type="button" {...props} ref={ref} />;
  },
);

describe('MergedTrigger', () => {
  it('merges as Ariakit’s Role did: the element’s own props win, its handlers run first, both refs set', async () => {
    const calls: string[] = [];
    const ownRef = vi.fn();
    const ourRef = { current: null as HTMLElement | null };
    const screen = await render(
      <MergedTrigger
        render={
          <Trigger
            ref={ownRef}
            id="own-id"
            className="own"
            aria-describedby={undefined}
            onClick={() => calls.push('own')}
          >
            Actions
          </Trigger>
        }
        ref={ourRef}
        id="our-id"
        className="ours"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-describedby="ours-described"
        onClick={(event) => {
          if (event.defaultPrevented) return;
          calls.push('ours');
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Actions' }).element() as HTMLButtonElement;
    expect(button.id).toBe('own-id');
    expect(button.className).toBe('ours own');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-describedby')).toBe('ours-described');
    expect(ourRef.current).toBe(button);
    expect(ownRef).toHaveBeenLastCalledWith(button);
    button.click();
    expect(calls).toEqual(['own', 'ours']);
  });

  it('leaves our handler out of an event the element’s own handler prevented', async () => {
    const ours = vi.fn();
    const screen = await render(
      <MergedTrigger
        render={
          <Trigger
            onClick={(event) => {
              event.preventDefault();
            }}
          >
            Actions
          </Trigger>
        }
        onClick={(event) => {
          if (!event.defaultPrevented) ours();
        }}
      />,
    );
    (screen.getByRole('button', { name: 'Actions' }).element() as HTMLButtonElement).click();
    expect(ours).not.toHaveBeenCalled();
  });

  it('keeps its DOM element across renders', async () => {
    const screen = await render(<MergedTrigger render={<Trigger>Actions</Trigger>} aria-expanded={false} />);
    const before = screen.getByRole('button', { name: 'Actions' }).element();
    await screen.rerender(<MergedTrigger render={<Trigger>Actions</Trigger>} aria-expanded />);
    const after = screen.getByRole('button', { name: 'Actions' }).element();
    expect(after).toBe(before);
    expect(after.getAttribute('aria-expanded')).toBe('true');
  });
});
