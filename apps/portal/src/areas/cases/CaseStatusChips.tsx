import type { CaseRecord } from '@freightkit/api';
import { caseDisplayGroup, caseDisplayGroups, CaseStatus, caseStatuses } from '@freightkit/domain';
import { StatusChip, useI18n } from '@freightkit/ui';
import * as styles from './cases.css.ts';

/**
 * A case's status as users see it (spec 2 §4): its display group as a chip in the group's tone,
 * plus a Voided flag on a voided case (its group is Resolved, but the spec flags it too).
 */
export function CaseStatusChips({ kase }: { kase: CaseRecord }) {
  const { t } = useI18n();
  const group = caseDisplayGroups[caseDisplayGroup(kase)];
  const voided = caseStatuses.messageKey(CaseStatus.Voided);
  return (
    <span className={styles.chips}>
      <StatusChip tone={group.tone}>{t(group.label)}</StatusChip>
      {kase.isVoided && voided !== undefined ? <StatusChip tone="critical">{t(voided)}</StatusChip> : null}
    </span>
  );
}
