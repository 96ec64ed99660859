import type { CaseHistoryEntry } from '@freightkit/api';
import { useCaseHistory } from '@freightkit/api/react';
import { DataTable, DateTime, useI18n } from '@freightkit/ui';
import { LoadError } from './LoadError.tsx';

/**
 * The history tab of a case: what happened on it, newest first (raised, notes and documents
 * added), when and by whom ('System' for events without a person), from the case history call.
 */
export function CaseHistoryTab({ caseId }: { caseId: string }) {
  const { t } = useI18n();
  const history = useCaseHistory(caseId);
  return (
    <DataTable<CaseHistoryEntry>
      caption={t('cases.history.caption')}
      columns={[
        {
          id: 'when',
          header: t('cases.history.when'),
          cell: (entry) => <DateTime value={entry.timeStamp} format="dateTime" />,
        },
        {
          id: 'what',
          header: t('cases.history.what'),
          rowHeader: true,
          cell: (entry) => `${t(`cases.history.kind.${entry.kind}`)}: ${entry.description}`,
        },
        {
          id: 'who',
          header: t('cases.history.who'),
          cell: (entry) =>
            entry.user === null
              ? t('cases.history.system')
              : `${entry.user.firstName} ${entry.user.lastName}`,
        },
      ]}
      rows={history.data?.items ?? []}
      getRowKey={(entry) => entry.id}
      emptyText={t('cases.history.empty')}
      loading={history.isPending}
      error={
        history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : undefined
      }
    />
  );
}
