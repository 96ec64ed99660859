import { Radio, RadioGroup, RadioProvider } from '@ariakit/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './FilterSidebar.css.ts';

/** One view of a {@link FilterSidebar} (a saved filter with its count). */
export interface FilterSidebarView {
  /** Stable id, the value `onViewChange` receives. */
  id: string;
  /** The view's label, e.g. 'Action Required'. */
  label: string;
  /** How many items the view holds; hidden while `undefined` (not loaded yet). */
  count?: number;
}

/** The sidebar's two tabs. */
export type FilterSidebarTab = 'views' | 'filters';

/** Props of {@link FilterSidebar}. */
export interface FilterSidebarProps {
  /** The views, each with a count (VIEWS tab). */
  views: readonly FilterSidebarView[];
  /** The id of the selected view. */
  selectedView: string;
  /** Called with a view's id when the user picks it (click, or arrow keys in the group). */
  onViewChange: (id: string) => void;
  /** The filter controls (FILTERS tab): status checkboxes, date ranges, … */
  filters: ReactNode;
  /** Called by the Apply button. */
  onApply: () => void;
  /** Called by the Reset button. */
  onReset: () => void;
  /** A search bar shown above the tabs. */
  search?: ReactNode;
  /** The open tab (controlled). */
  tab?: FilterSidebarTab;
  /** The tab open at first (uncontrolled). @default 'views' */
  defaultTab?: FilterSidebarTab;
  /** Called when the user switches tabs. */
  onTabChange?: (tab: FilterSidebarTab) => void;
  /** Accessible name of the sidebar landmark. @default 'Views and filters' (kit catalog) */
  label?: string;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * The list sidebar of the third-party payer invoices (spec 2 §2): 275 px wide (full width below the
 * narrow-screen breakpoint), an optional search bar, and VIEWS / FILTERS tabs. VIEWS is a radio
 * group of views with their counts (arrow keys move and select); FILTERS holds the caller's filter
 * controls with Apply and Reset. Texts come from the spec catalog.
 *
 * @example
 * <FilterSidebar
 *   views={thirdPartyPayerViews.map((v) => ({ id: v.id, label: t(v.label), count: counts[v.id] }))}
 *   selectedView={view} onViewChange={setView}
 *   search={<TextField label="Search" … />}
 *   filters={<InvoiceFilters … />} onApply={apply} onReset={reset}
 * />
 */
export function FilterSidebar({
  views,
  selectedView,
  onViewChange,
  filters,
  onApply,
  onReset,
  search,
  tab,
  defaultTab = 'views',
  onTabChange,
  label,
  className,
}: FilterSidebarProps) {
  const { t } = useI18n();
  const [innerTab, setInnerTab] = useState<FilterSidebarTab>(defaultTab);
  const current = tab ?? innerTab;
  const sidebarLabel = label ?? t('kit.filterSidebar.label');
  return (
    <aside className={[styles.root, className].filter(Boolean).join(' ')} aria-label={sidebarLabel}>
      {search ? <div className={styles.search}>{search}</div> : null}
      <Tabs
        label={sidebarLabel}
        fitted
        fill
        // The filter controls are the caller's and may be uncontrolled: keep them mounted so what
        // the user set survives a look at VIEWS.
        keepMounted
        className={styles.tabs}
        selectedId={current}
        onSelectedIdChange={(selected) => {
          const next: FilterSidebarTab = selected === 'filters' ? 'filters' : 'views';
          if (tab === undefined) setInnerTab(next);
          onTabChange?.(next);
        }}
        items={[
          {
            id: 'views',
            label: t('tpp.tab.views'),
            content: (
              <RadioProvider
                value={selectedView}
                setValue={(value) => {
                  onViewChange(String(value));
                }}
              >
                <RadioGroup className={styles.views} aria-label={t('kit.filterSidebar.views')}>
                  {views.map((view) => (
                    <label key={view.id} className={styles.view}>
                      <Radio value={view.id} className={styles.radio} />
                      <span className={styles.viewLabel}>{view.label}</span>
                      {view.count === undefined ? null : <span className={styles.count}>{view.count}</span>}
                    </label>
                  ))}
                </RadioGroup>
              </RadioProvider>
            ),
          },
          {
            id: 'filters',
            label: t('tpp.tab.filters'),
            content: (
              <div className={styles.filterPanel}>
                <div className={styles.filters}>{filters}</div>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={onReset}>
                    {t('tpp.filter.reset')}
                  </Button>
                  <Button onClick={onApply}>{t('tpp.filter.apply')}</Button>
                </div>
              </div>
            ),
          },
        ]}
      />
    </aside>
  );
}
