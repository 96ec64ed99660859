import { useId, type ReactNode } from 'react';
import { button } from '../Button/Button.css.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import { AppLink } from '../shellMessages/AppLink.tsx';
import * as styles from './StatusView.css.ts';

/** @internal Shared layout of the error, not-found and not-authorized views. */
export interface StatusViewProps {
  title: string;
  body?: ReactNode;
  /** Where 'Return to Home Page' leads; no link when `null`. */
  homeHref: string | null;
  tone: 'critical' | 'neutral';
  fullPage: boolean;
  className?: string | undefined;
}

function Mark({ tone }: { tone: StatusViewProps['tone'] }) {
  return (
    <span
      className={[styles.mark, tone === 'critical' ? styles.markCritical : ''].join(' ')}
      aria-hidden="true"
    >
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** @internal */
export function StatusView({ title, body, homeHref, tone, fullPage, className }: StatusViewProps) {
  const titleId = useId();
  const { t } = useI18n();
  return (
    <section
      className={[styles.root({ fullPage }), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <Mark tone={tone} />
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {body ? <p className={styles.body}>{body}</p> : null}
      {homeHref === null ? null : (
        <AppLink href={homeHref} className={[button({ variant: 'primary' }), styles.homeLink].join(' ')}>
          {t('app.errorPage.home')}
        </AppLink>
      )}
    </section>
  );
}
