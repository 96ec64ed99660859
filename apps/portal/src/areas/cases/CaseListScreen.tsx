import { useCaseCountStats, useCaseList } from '@freightkit/api/react';
import { casesPageSize, caseDisplayGroups } from '@freightkit/domain';
import { Box, Inline, Pager, Tabs, useI18n } from '@freightkit/ui';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { CaseTable } from './CaseTable.tsx';
import { LoadError } from './LoadError.tsx';
import { RaiseCaseAction } from './RaiseCaseAction.tsx';
import { caseListPath, caseViews, readCaseListQuery } from './paths.ts';

/**
 * The Accessorial Requests list (`/cases`, spec 2 §2): the four display groups of spec 2 §4 as
 * views with their counts (the count stats), each a route link (`?view=`), and the view's cases
 * 50 a page (spec 2 §9) in a table whose rows open the case preview. View and page live in the
 * query string, so reload, back and shared links keep them.
 */
export function CaseListScreen() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const headingId = useId();
  const [search] = useSearchParams();
  const { view, page } = readCaseListQuery(search);
  const counts = useCaseCountStats();
  const list = useCaseList({ group: view, page });
  const groupLabel = t(caseDisplayGroups[view].label);
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / casesPageSize));

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle id={headingId}>{t('nav.accessorialRequests')}</PageTitle>
        <RaiseCaseAction />
      </Inline>
      <Tabs
        label={t('cases.list.views')}
        selectedId={view}
        items={caseViews.map((group) => ({
          id: group,
          label: t(caseDisplayGroups[group].label),
          href: caseListPath(group),
          ...(counts.data ? { count: counts.data[group] } : {}),
        }))}
      >
        <Box display="flex" flexDirection="column" gap="md" paddingTop="md">
          <CaseTable
            caption={t('cases.list.caption', { group: groupLabel })}
            cases={list.data?.items ?? []}
            emptyText={t('cases.list.empty', { group: groupLabel })}
            loading={list.isPending}
            error={
              list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : undefined
            }
          />
          <Pager
            label={t('cases.list.pages')}
            page={page}
            pages={pages}
            onPageChange={(next) => void navigate(caseListPath(view, next))}
          />
        </Box>
      </Tabs>
    </Page>
  );
}
