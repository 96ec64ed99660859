import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml.tsx';

/** Every element a note may hold, as the note editor writes it. */
const allowedHtml = [
  '<h2>Detention at pickup</h2>',
  '<p>The driver waited <strong>3 hours</strong> at the <em>shipper</em>; ',
  '<span data-lexical-mention="true">@Joan Baker</span> please approve.</p>',
  '<ul><li>Arrived 08:00<ul><li>Checked in 08:10</li></ul></li><li>Loaded 11:05</li></ul>',
  '<ol><li>Approve detention</li><li>Invoice the shipper</li></ol>',
  '<blockquote>Receiver asked for a new appointment.</blockquote>',
  '<p>Seal <code>SL-20461</code> recorded.</p>',
  '<pre>PRO 123-4567890\nBOL 88-1234</pre>',
  '<p><a href="https://example.com/pod">Proof of delivery</a></p>',
].join('');

/** Stored HTML that tries to run script, style the page and link unsafely. */
const hostileHtml = [
  '<p style="position:fixed;inset:0;background:red" onclick="window.__fkHostile = \'click\'">Invoice attached</p>',
  '<script>window.__fkHostile = "script"</script>',
  '<style>body { display: none }</style>',
  '<img src="https://evil.example/x.png" onerror="window.__fkHostile = \'onerror\'" alt="">',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name="password"><button>Log in</button></form>',
  '<p><a href="javascript:window.__fkHostile=\'href\'">bad link</a> ',
  '<a href="https://example.com/pod" target="_self">Proof of delivery</a></p>',
].join('');

const meta = {
  title: 'Notes/SafeHtml',
  component: SafeHtml,
  args: { html: allowedHtml },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The markup a note may hold keeps its meaning: headings, emphasis, mentions, nested lists, quotes,
 * code in the kit's monospace face, and links that open in a new tab.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Detention at pickup' })).toBeVisible();
    const [bullets] = canvas.getAllByRole('list');
    await expect(within(bullets!).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('3 hours').tagName).toBe('STRONG');
    await expect(canvas.getByText('@Joan Baker')).toHaveAttribute('data-lexical-mention', 'true');
    const code = canvas.getByText('SL-20461');
    await expect(getComputedStyle(code).fontFamily).toMatch(/^"?DejaVu Mono"?,/);
    // The face is the kit's own @font-face (fonts.ts), not a system font: loading it finds a face.
    await expect(await document.fonts.load('13px "DejaVu Mono"', 'SL-20461')).not.toHaveLength(0);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Proof of delivery' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.blur();
    await expect(canvasElement.querySelector('pre')).toHaveTextContent('PRO 123-4567890');
  },
};

/**
 * Hostile markup is stripped before it reaches the page: no script, style, frame, form or handler
 * survives, the javascript: link loses its target, and nothing runs.
 */
export const HostileMarkup: Story = {
  args: { html: hostileHtml },
  beforeEach: () => {
    delete (window as { __fkHostile?: unknown }).__fkHostile;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invoice attached')).toBeVisible();
    const root = canvas.getByText('Invoice attached').parentElement!;
    await expect(
      root.querySelector('script, style, iframe, form, input, button, [style], [onclick], [onerror]'),
    ).toBeNull();
    await expect(root.querySelector('img')?.getAttribute('src') ?? null).toBeNull();
    await expect(root.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'bad link' })).toBeNull();
    // The only tab stop left is the safe link, which now opens in a new tab.
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Proof of delivery' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('target', '_blank');
    link.blur();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as { __fkHostile?: unknown }).__fkHostile).toBeUndefined();
  },
};

/** Long words, URLs and code lines wrap inside a narrow column instead of overflowing it. */
export const LongContent: Story = {
  args: {
    html: [
      '<h3>Accessorial charges approved by the broker after delivery, including detention, lumper and layover</h3>',
      '<p>Reference: PRO1234567890123456789012345678901234567890-BOL9876543210987654321</p>',
      '<p><a href="https://example.com/documents/shipments/1234567890/proof-of-delivery/signed">',
      'https://example.com/documents/shipments/1234567890/proof-of-delivery/signed</a></p>',
      '<pre>SEAL=SL-20461;TRAILER=53FT-REEFER-0042;TEMP=-10F;LUMPER=RECEIPT-0099887766;CHECKCALL=2026-11-22T08:00</pre>',
    ].join(''),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    const root = heading.parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const pre = canvasElement.querySelector('pre')!;
    await expect(pre.scrollWidth).toBeLessThanOrEqual(pre.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /proof-of-delivery\/signed/ })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
