import { Badge, Icon, useI18n } from '@freightkit/ui';
import { RouterLink } from '../../../app/RouterLink.tsx';
import { unsentCaptures } from './unsentCaptures.ts';
import { useOutboxSnapshot } from './OutboxProvider.tsx';
import * as styles from './outbox.css.ts';

/**
 * The top bar's outbox link with the count of captures not sent yet (ADR 039). Shown only while
 * something waits, so the bar stays as it was for users who never capture offline.
 */
export function OutboxBadge() {
  const { t } = useI18n();
  const waiting = unsentCaptures(useOutboxSnapshot().captures).length;
  if (waiting === 0) return null;
  return (
    <RouterLink href="/outbox" className={styles.badgeLink} data-testid="outbox-badge">
      <Icon name="upload" />
      <span>{t('capture.badge.link')}</span>
      <Badge count={waiting} label={t('capture.badge.label')} tone="brand" />
    </RouterLink>
  );
}
