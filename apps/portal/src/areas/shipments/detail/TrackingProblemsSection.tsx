import { useShipmentTrackingProblems } from '@freightkit/api/react';
import { shipmentProblemTypes } from '@freightkit/domain';
import { Card, Spinner, Stack, Text, useFormat, useI18n } from '@freightkit/ui';
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
        <Text size="sm" tone="critical" role="alert">
          {failureText(t, problems.error)}
        </Text>
      ) : problems.data.length === 0 ? (
        <Text tone="secondary">{t('shipmentDetail.problems.none')}</Text>
      ) : (
        <Stack as="ul" space="md">
          {problems.data.map((problem) => (
            <Stack as="li" key={problem.id} space="xs">
              <Text as="strong" weight="bold">
                {typeLabel(problem.type)}
              </Text>
              <Text as="span">{problem.description}</Text>
              <Text as="span" tone="secondary">
                {t('shipmentDetail.problems.reported', {
                  name: problem.reportedBy,
                  at: formatDateTime(problem.reportedAt),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
