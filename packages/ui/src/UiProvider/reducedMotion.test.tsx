import { DocumentType } from '@freightkit/domain';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { DocumentsSection } from '../DocumentsSection/DocumentsSection.tsx';
import { DocumentTile } from '../DocumentTile/DocumentTile.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { NavDrawer } from '../NavDrawer/NavDrawer.tsx';
import { ShipmentSummary } from '../ShipmentSummary/ShipmentSummary.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { media } from '../theme/breakpoints.ts';
import { carrierTheme } from '../themes/carrier.css.ts';
import { useToast } from '../Toast/ToastContext.tsx';
import { UiProvider } from './UiProvider.tsx';

/** A toast shown as soon as it mounts, so its entrance runs with everything else. */
function ToastOnMount() {
  const toast = useToast();
  useEffect(() => {
    const id = toast.show({ tone: 'positive', title: 'Saved', duration: Infinity });
    return () => {
      toast.dismiss(id);
    };
  }, [toast]);
  return null;
}

/** Every kit element that moves: endless indicators, overlay and toast entrances, the rail's transition. */
function MovingParts({ reducedMotion }: { reducedMotion?: boolean }) {
  return (
    <UiProvider theme={carrierTheme} reducedMotion={reducedMotion}>
      <Spinner />
      <Skeleton />
      <Button loading>Save</Button>
      <ShipmentSummary loading />
      <DocumentTile
        deleting
        document={{ id: 1, name: 'POD.pdf', extension: 'pdf', type: DocumentType.ProofOfDelivery }}
      />
      <DocumentsSection documents={[]} getFileUrl={() => null} refreshing onRefresh={() => undefined} />
      <NavDrawer groups={[]} />
      <ToastOnMount />
      <Dialog title="Dialog" defaultOpen>
        Body
      </Dialog>
      <Drawer title="Drawer" defaultOpen modal={false}>
        Body
      </Drawer>
    </UiProvider>
  );
}

/** Animations and transitions currently running on elements (or their pseudo-elements) of the page. */
function running(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) =>
      animation instanceof CSSAnimation
        ? animation.animationName
        : animation instanceof CSSTransition
          ? `transition ${animation.transitionProperty}`
          : 'script',
    );
}

/** Every element under `root` and its ::before/::after whose computed style still names an animation. */
function animatedStyles(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      const transitions = style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0);
      if (style.animationName !== 'none' || transitions) {
        const where = `${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}`;
        found.push(`${where}: ${style.animationName}, transition ${style.transitionDuration}`);
      }
    }
  }
  return found;
}

/**
 * Pins the collapsed rail open, which starts its width transition (unless motion is off). The open
 * modal dialog hides the rest of the page from queries by role, hence the plain DOM lookup.
 */
async function toggleRail(container: HTMLElement) {
  const toggle = container.querySelector<HTMLButtonElement>('nav button[aria-expanded]');
  expect(toggle).not.toBeNull();
  toggle!.click();
  await expect.poll(() => toggle!.getAttribute('aria-expanded')).toBe('true');
}

/** Reports the system setting as "reduce" for the reduced-motion query; other queries as they are. */
function systemPrefersReducedMotion() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original(query);
    if (query !== media.reducedMotion) return list;
    // The real list (its listeners, its methods), except that it matches: the hook reads `matches`.
    return new Proxy(list, {
      get: (target, key) => {
        if (key === 'matches') return true;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
}

beforeEach(async () => {
  // Wide: below the narrow breakpoint the rail is hidden and has nothing to transition.
  await page.viewport(1280, 800);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UiProvider reduced motion', () => {
  it('control: with motion on, the indicators spin and pulse, overlays and toasts enter, the rail transitions', async () => {
    const screen = await render(<MovingParts reducedMotion={false} />);
    await expect.element(screen.getByText('Saved')).toBeInTheDocument();
    await toggleRail(screen.container);
    const names = running();
    // Spinner, Skeleton lines, Button, ShipmentSummary, DocumentTile, DocumentsSection, dialog, backdrop, drawer, toast.
    expect(names.length).toBeGreaterThan(10);
    expect(names.some((name) => name.startsWith('transition width'))).toBe(true);
  });

  it('forced by the prop: nothing animates or transitions, not even on ::before/::after', async () => {
    const screen = await render(<MovingParts reducedMotion />);
    await expect.element(screen.getByText('Saved')).toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Dialog' })).toBeVisible();
    await toggleRail(screen.container);
    expect(running()).toEqual([]);
    const root = screen.container.querySelector('[data-reduced-motion]');
    expect(root).not.toBeNull();
    expect(animatedStyles(root!)).toEqual([]);
  });

  it('from the system setting when the prop is absent', async () => {
    systemPrefersReducedMotion();
    const screen = await render(<MovingParts />);
    await expect.element(screen.getByText('Saved')).toBeInTheDocument();
    await toggleRail(screen.container);
    expect(running()).toEqual([]);
  });

  it('reducedMotion={false} keeps motion even when the system asks for less', async () => {
    systemPrefersReducedMotion();
    const screen = await render(<MovingParts reducedMotion={false} />);
    await expect.element(screen.getByText('Saved')).toBeInTheDocument();
    expect(running().length).toBeGreaterThan(0);
  });
});
