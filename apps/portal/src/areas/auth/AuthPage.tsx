import { TextField, useI18n } from '@freightkit/ui';
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

/** One labelled input of a sign-in form: the kit's TextField with the field's error. */
export function Field({
  id,
  label,
  error,
  type,
  value,
  onChange,
  autoComplete,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  return (
    <TextField
      name={id}
      label={label}
      type={type}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      required
      {...(error === undefined ? {} : { error })}
    />
  );
}
