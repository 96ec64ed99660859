import { Heading, Stack, Text, TextField, useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import { LanguagePicker } from '../../app/locale/LanguagePicker.tsx';
import { useIdentityCallsWarmedOnFirstUse } from '../../app/session/credentialsAdapter.ts';
import * as styles from './auth.css.ts';

/**
 * The frame of every sign-in page: brand, heading, an optional intro, the form, then the language choice.
 * The sign-in calls' code starts loading at the visitor's first focus, touch or key (ADR 081).
 */
export function AuthPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useI18n();
  useIdentityCallsWarmedOnFirstUse();
  return (
    <main className={styles.page}>
      <Stack space="md" className={styles.card}>
        <Text size="sm" weight="bold" tone="secondary" className={styles.brand}>
          {t('portal.name')}
        </Text>
        <Heading level={2} as="h1">
          {title}
        </Heading>
        {intro === undefined ? null : <Text tone="secondary">{intro}</Text>}
        {children}
        <LanguagePicker />
      </Stack>
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
