import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { brokerTheme } from '../themes/broker.css.ts';
import { carrierTheme } from '../themes/carrier.css.ts';
import { useToast } from '../Toast/ToastContext.tsx';
import { UiProvider } from './UiProvider.tsx';

/** A button that shows a toast through the nearest provider. */
function Notify({ title }: { title: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast.show({ tone: 'positive', title });
      }}
    >
      {`Notify ${title}`}
    </button>
  );
}

describe('UiProvider', () => {
  it('hosts one notifications region', async () => {
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Notify title="Saved" />
      </UiProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('nested: the inner provider reuses the outer toaster instead of adding a second region', async () => {
    const screen = await render(
      <UiProvider theme={carrierTheme}>
        <Notify title="Outer" />
        <UiProvider theme={brokerTheme}>
          <Notify title="Inner" />
        </UiProvider>
      </UiProvider>,
    );
    const regions = screen.getByRole('region', { name: 'Notifications' });
    await expect.element(regions).toBeInTheDocument();
    expect(regions.elements()).toHaveLength(1);
    await screen.getByRole('button', { name: 'Notify Inner' }).click();
    await screen.getByRole('button', { name: 'Notify Outer' }).click();
    const region = regions.element();
    await expect.element(regions.getByText('Inner')).toBeInTheDocument();
    await expect.element(regions.getByText('Outer')).toBeInTheDocument();
    // The one region lives in the outer provider's root, outside the inner one.
    expect(region.closest('[data-theme="broker"]')).toBeNull();
  });
});
