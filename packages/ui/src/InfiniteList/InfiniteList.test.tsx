import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { InfiniteList } from './InfiniteList.tsx';

const items = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Row ${i + 1}` }));

function renderList(props: Partial<Parameters<typeof InfiniteList<(typeof items)[number]>>[0]> = {}) {
  return render(
    <div style={{ height: 400 }}>
      <InfiniteList
        label="Rows"
        items={items}
        estimateSize={40}
        getKey={(item) => item.id}
        renderItem={(item) => <div style={{ height: 40 }}>{item.name}</div>}
        {...props}
      />
    </div>,
  );
}

describe('InfiniteList', () => {
  it('keeps only the visible rows of 10,000 in the DOM', async () => {
    const screen = await renderList();
    await expect.element(screen.getByText('Row 1', { exact: true })).toBeVisible();
    const rendered = document.querySelectorAll('[role="listitem"]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(30);
  });

  it('renders the rows around the scroll position after a jump to the middle', async () => {
    const screen = await renderList();
    const region = screen.getByRole('region', { name: 'Rows' }).element();
    region.scrollTop = 40 * 5000;
    await expect.element(screen.getByText('Row 5001', { exact: true })).toBeInTheDocument();
    expect(document.querySelectorAll('[role="listitem"]').length).toBeLessThan(30);
    expect(screen.getByText('Row 1', { exact: true }).query()).toBeNull();
  });

  it('renders only the rows a scroll brings in, not the ones that stay in view', async () => {
    const rendered: number[] = [];
    const renderItem = (item: (typeof items)[number]) => {
      rendered.push(item.id);
      return <div style={{ height: 40 }}>{item.name}</div>;
    };
    const screen = await renderList({ renderItem, overscan: 0 });
    await expect.element(screen.getByText('Row 1', { exact: true })).toBeVisible();
    rendered.length = 0;
    const region = screen.getByRole('region', { name: 'Rows' }).element();
    region.scrollTop = 40 * 2;
    await expect.element(screen.getByText('Row 12', { exact: true })).toBeInTheDocument();
    // Two rows came in at the bottom; rows 3 to 10 stayed in view and were not rendered again.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThanOrEqual(4);
    expect(rendered).not.toContain(5);
  });

  it('asks for more only near the end, and not while a page is loading', async () => {
    const onLoadMore = vi.fn();
    const screen = await renderList({ hasMore: true, onLoadMore });
    expect(onLoadMore).not.toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Rows' }).element();
    region.scrollTop = region.scrollHeight;
    await vi.waitFor(() => {
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });
    await screen.rerender(
      <div style={{ height: 400 }}>
        <InfiniteList
          label="Rows"
          items={items}
          estimateSize={40}
          renderItem={(item) => <div style={{ height: 40 }}>{item.name}</div>}
          hasMore
          loadingMore
          onLoadMore={onLoadMore}
        />
      </div>,
    );
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
