import type { RateRequestStatus } from '@freightkit/domain';
import { useRateRequests } from '@freightkit/api/react';
import { can, listPageSize, RateRequestStatus as S, rateRequestStatuses } from '@freightkit/domain';
import { Banner, Button, EmptyState, Inline, Pager, Spinner, Tabs, TextField, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText } from '../common/failureText.ts';
import { Page } from '../common/Page.tsx';
import { useTopBarTitle } from '../shell/ShellLayout.tsx';
import { RateRequestItem } from './RateRequestItem.tsx';
import { rateRequestHref } from './rateRequestShape.ts';
import * as styles from './rates.css.ts';

/** The three views and the count each shows (spec 1 §4: Sent = open, Offered = responded, Declined). */
const views = [
  { status: S.Sent, label: 'rates.view.open', count: 'open' },
  { status: S.Offered, label: 'rates.view.responded', count: 'responded' },
  { status: S.Declined, label: 'rates.view.declined', count: 'declined' },
] as const;

/**
 * `/rates`: the rate requests sent to the carrier in three views with their counts (open, responded,
 * declined; open by default), a text search and pages of domain's 50. The view, search and page
 * live in the address, so a reload or a link shows the same page. Open requests answer in place.
 */
export function RateRequestListScreen() {
  const { t } = useI18n();
  const title = useTopBarTitle();
  const headingId = useId();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: RateRequestStatus =
    statusParam !== null && rateRequestStatuses.is(statusParam) ? statusParam : S.Sent;
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useRateRequests({
    statuses: [status],
    ...(q === '' ? {} : { query: q }),
    page,
    pageSize: listPageSize,
  });
  const set = (key: string, value: string | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
      if (key !== 'page') next.delete('page');
      return next;
    });
  };
  const viewHref = (next: RateRequestStatus) => {
    const search = new URLSearchParams();
    if (next !== S.Sent) search.set('status', next);
    if (q !== '') search.set('q', q);
    const text = search.toString();
    return text === '' ? '/rates' : `/rates?${text}`;
  };
  const counts = requests.data?.counts;
  const total = requests.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / listPageSize));
  const empty = status === S.Sent ? 'open' : 'other';

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1 id={headingId} className={styles.sectionTitle}>
          {title}
        </h1>
        {/* A broker prices a lane of its own (ADR 053). */}
        {can(user, 'rates.book') ? <Link to="/rates/quote">{t('rates.quote.open')}</Link> : null}
      </Inline>
      <div className={styles.filters} role="search" aria-label={t('rates.filters')}>
        <TextField
          label={t('rates.filter.query')}
          type="search"
          icon="search"
          defaultValue={q}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set('q', (event.target as HTMLInputElement).value.trim());
          }}
        />
      </div>
      <Tabs
        label={t('rates.views')}
        selectedId={status}
        items={views.map((view) => ({
          id: view.status,
          label: t(view.label),
          href: viewHref(view.status),
          ...(counts ? { count: counts[view.count] } : {}),
        }))}
      >
        <div className={styles.section}>
          {requests.isPending ? (
            <Spinner />
          ) : requests.isError ? (
            <Banner
              tone="critical"
              title={t('rates.error.title')}
              description={failureText(t, requests.error)}
              actions={
                <Button variant="secondary" onClick={() => void requests.refetch()}>
                  {t('rates.retry')}
                </Button>
              }
            />
          ) : requests.data.items.length === 0 ? (
            <EmptyState
              title={t(`rates.empty.${empty}.title`)}
              description={t(`rates.empty.${empty}.body`)}
            />
          ) : (
            <>
              <ul className={styles.items} aria-label={t('rates.list')}>
                {requests.data.items.map((item) => (
                  <li key={item.id}>
                    <RateRequestItem request={item} href={rateRequestHref(item)} />
                  </li>
                ))}
              </ul>
              <Pager
                label={t('rates.pages')}
                page={page}
                pages={pages}
                summary={t('rates.total', { count: total })}
                onPageChange={(next) => {
                  set('page', String(next));
                }}
              />
            </>
          )}
        </div>
      </Tabs>
    </Page>
  );
}
