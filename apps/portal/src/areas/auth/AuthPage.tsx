import { useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import * as styles from './auth.css.ts';

/** The frame of every sign-in page: brand, heading, an optional intro, then the form. */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{t('portal.name')}</p>
        <h1 className={styles.title}>{title}</h1>
        {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </main>
  );
}

/** One labelled input with its error, wired for assistive technology. */
export function Field({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        className={styles.input}
        type={input.type}
        value={input.value}
        onChange={(event) => {
          input.onChange(event.target.value);
        }}
        autoComplete={input.autoComplete}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      {error === undefined ? null : (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
