import { render } from 'vitest-browser-react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

/** Renders `html` in a 600 px column and returns how long the render and the layout it forces took. */
async function layoutTime(html: string): Promise<number> {
  const started = performance.now();
  const screen = await render(
    <div style={{ width: 600 }}>
      <SafeHtml html={html} />
    </div>,
  );
  // Reading a size forces the browser to lay the text out now, inside the measured time.
  expect(screen.container.getBoundingClientRect().height).toBeGreaterThan(0);
  const elapsed = performance.now() - started;
  await screen.unmount();
  return elapsed;
}

describe('a note made of one enormous word (issue 24)', () => {
  it('lays out in time that does not grow with the word: 200,000 characters cost no more than 2,000', async () => {
    await layoutTime('<p>warm-up</p>');
    const short = await layoutTime(`<p>${'x'.repeat(2_000)}</p>`);
    const long = await layoutTime(`<p>${'x'.repeat(200_000)}</p>`);
    // Before the fix a 200,000-character word froze the page for about 35 s; now it is cut after 2,000
    // characters, so the two must be of the same order (the margin absorbs a noisy machine).
    expect(long).toBeLessThan(Math.max(short * 5, 500));
  });

  it('shows the start of the word, with break opportunities, and an ellipsis where it is cut', async () => {
    const screen = await render(<SafeHtml html={`<p>${'ab'.repeat(50_000)}</p>`} />);
    const paragraph = screen.container.querySelector('p')!;
    expect(paragraph.querySelectorAll('wbr').length).toBe(49);
    expect(paragraph.textContent).toHaveLength(2_001);
    expect(paragraph.textContent.endsWith('…')).toBe(true);
  });
});
