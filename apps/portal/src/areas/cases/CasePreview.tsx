import { ApiError } from '@freightkit/api';
import { useCaseByNumber } from '@freightkit/api/react';
import { caseTabs, shipmentPreviewPath } from '@freightkit/domain';
import {
  Banner,
  Box,
  DateTime,
  Inline,
  Money,
  Spinner,
  Stack,
  Tabs,
  Text,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import * as styles from './cases.css.ts';
import { CaseHistoryTab } from './CaseHistoryTab.tsx';
import { CaseDocumentsTab, CaseNotesTab } from './CasePaperwork.tsx';
import { CaseStatusChips } from './CaseStatusChips.tsx';
import { LoadError } from './LoadError.tsx';
import { caseListPath, casePreviewPath, type CaseTab } from './paths.ts';

/** Props of {@link CasePreview}. */
export interface CasePreviewProps {
  /** The tab the route names (domain's `caseTabs`). */
  readonly tab: CaseTab;
}

/**
 * The case preview (`/cases/{caseNumber}/preview/{tab}`, spec 2 §2): the case's number, type,
 * status chips, shipment and dates, the amount and description it was raised with (ADR 032; cases
 * raised elsewhere have neither, and their rows are left out), then the tabs notes, documents and
 * history as route links. A
 * case the user may not see (another company's, a driver's unassigned load) answers 404 and
 * shows a plain not-found notice with the way back to the list.
 */
export function CasePreview({ tab }: CasePreviewProps) {
  const { caseNumber = '' } = useParams();
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const query = useCaseByNumber(caseNumber);
  const title = t('cases.preview.title', { number: caseNumber });
  // The app's link component, created with createElement: JSX would read it as a component made during render.
  const back = createElement(Link, { href: caseListPath('new') }, t('cases.preview.back'));

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page as="section" aria-labelledby={headingId}>
        <PageTitle id={headingId}>{title}</PageTitle>
        {missing ? (
          <Banner tone="critical" title={t('cases.preview.notFound', { number: caseNumber })} />
        ) : (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        )}
        {back}
      </Page>
    );
  }
  const kase = query.data;
  if (!kase) {
    return (
      <Page as="section" aria-busy="true">
        <Spinner label={t('cases.preview.loading', { number: caseNumber })} />
      </Page>
    );
  }

  const description = title;
  const content: Record<CaseTab, () => ReactNode> = {
    notes: () => <CaseNotesTab kase={kase} description={description} />,
    documents: () => <CaseDocumentsTab kase={kase} description={description} />,
    history: () => <CaseHistoryTab caseId={kase.id} />,
  };

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Stack as="header" space="sm">
        {back}
        <PageTitle id={headingId}>
          {title}
          <CaseStatusChips kase={kase} />
        </PageTitle>
        <dl className={styles.facts}>
          <Inline space="xs">
            <Text as="dt" weight="bold" tone="primary">
              {t('cases.column.type')}
            </Text>
            <Text as="dd">{kase.title}</Text>
          </Inline>
          <Inline space="xs">
            <Text as="dt" weight="bold" tone="primary">
              {t('cases.column.shipment')}
            </Text>
            <Text as="dd">
              {kase.shipmentNumber === null
                ? t('cases.column.none')
                : createElement(
                    Link,
                    { href: shipmentPreviewPath(kase.shipmentNumber, 'details') },
                    t('cases.preview.shipment', { number: kase.shipmentNumber }),
                  )}
            </Text>
          </Inline>
          <Inline space="xs">
            <Text as="dt" weight="bold" tone="primary">
              {t('cases.preview.raised')}
            </Text>
            <Text as="dd">
              <DateTime value={kase.createdDateTime} />
            </Text>
          </Inline>
          <Inline space="xs">
            <Text as="dt" weight="bold" tone="primary">
              {t('cases.preview.source')}
            </Text>
            <Text as="dd">{kase.caseSource}</Text>
          </Inline>
          {kase.amount === null ? null : (
            <Inline space="xs">
              <Text as="dt" weight="bold" tone="primary">
                {t('cases.preview.amount')}
              </Text>
              <Text as="dd">
                <Money amount={kase.amount} />
              </Text>
            </Inline>
          )}
          {kase.description === null || kase.description.trim() === '' ? null : (
            <div className={styles.longFact}>
              <Text as="dt" weight="bold" tone="primary">
                {t('cases.preview.description')}
              </Text>
              {/* The carrier's own words: plain text (never HTML), its line breaks kept. */}
              <Text as="dd" className={styles.userText}>
                {kase.description}
              </Text>
            </div>
          )}
        </dl>
      </Stack>
      <Tabs
        label={t('cases.preview.tabs')}
        selectedId={tab}
        items={caseTabs.map((c) => ({
          id: c.id,
          label: t(c.label),
          href: casePreviewPath(kase.caseNumber, c.id),
        }))}
      >
        <Box display="flex" flexDirection="column" gap="md" paddingTop="md">
          {content[tab]()}
        </Box>
      </Tabs>
    </Page>
  );
}
