import { useShipmentTrackingProblems } from '@freightkit/api/react';
import { shipmentProblemTypes } from '@freightkit/domain';
import { Card, Spinner, useFormat, useI18n } from '@freightkit/ui';
import * as styles from './detail.css.ts';
import { failureText } from './failureText.ts';

/**
 * The shipment's open tracking problems, newest first: the kind (domain's problem type, translated
 * like every enum), what happened, who reported it and when. A problem reported from the actions
 * menu appears here as soon as the call answers (its mutation refreshes this list).
 */
export function TrackingProblemsSection({ shipmentId }: { shipmentId: string }) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const problems = useShipmentTrackingProblems(shipmentId);
  const typeLabel = (type: string) => {
    const key = shipmentProblemTypes.messageKey(type);
    return key ? t(key) : type;
  };
  return (
    <Card title={t('shipmentDetail.problems.title')} headingLevel={3}>
      {problems.isPending ? (
        <Spinner label={t('shipmentDetail.problems.loading')} />
      ) : problems.isError ? (
        <p className={styles.error} role="alert">
          {failureText(t, problems.error)}
        </p>
      ) : problems.data.length === 0 ? (
        <p className={styles.muted}>{t('shipmentDetail.problems.none')}</p>
      ) : (
        <ul className={styles.problemList}>
          {problems.data.map((problem) => (
            <li key={problem.id} className={styles.problem}>
              <strong>{typeLabel(problem.type)}</strong>
              <span>{problem.description}</span>
              <span className={styles.muted}>
                {t('shipmentDetail.problems.reported', {
                  name: problem.reportedBy,
                  at: formatDateTime(problem.reportedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
