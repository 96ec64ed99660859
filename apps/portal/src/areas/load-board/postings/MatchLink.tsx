import { Text, useI18n } from '@freightkit/ui';
import { Link } from 'react-router-dom';

/**
 * A posted truck's or saved lane's count of matching loads, as a link to the load board narrowed to
 * exactly them (the back end counted with the board's own search); no link when nothing matches.
 */
export function MatchLink({ count, href }: { readonly count: number; readonly href: string }) {
  const { t } = useI18n();
  if (count === 0) return <Text tone="secondary">{t('postings.matchesNone')}</Text>;
  return (
    <Link to={href} title={t('postings.matchesHint')}>
      {t('postings.matches', { count })}
    </Link>
  );
}
