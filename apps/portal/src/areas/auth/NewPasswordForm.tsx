import { newPasswordSchema } from '@freightkit/api';
import { Button, Inline, Stack, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './auth.css.ts';
import { Field } from './AuthPage.tsx';

/** The shortest password the back end accepts, read from the contract rather than restated. */
const minPasswordLength = newPasswordSchema.minLength ?? 1;

/** New password twice, checked against the contract's rule before it is sent. */
export function NewPasswordForm({ onSubmit }: { onSubmit: (newPassword: string) => Promise<void> }) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const next = {
      ...(password.length < minPasswordLength
        ? { password: t('auth.validation.minLength', { count: minPasswordLength }) }
        : {}),
      ...(confirm !== password ? { confirm: t('auth.validation.mismatch') } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="md">
          <Field
            id="newPassword"
            label={t('auth.field.newPassword')}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            error={errors.password}
          />
          <Field
            id="confirmPassword"
            label={t('auth.field.confirmPassword')}
            type="password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            error={errors.confirm}
          />
          <Button type="submit" loading={busy}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
      <Inline space="md" align="spaceBetween">
        <Link className={styles.link} to="/login">
          {t('auth.backToSignIn')}
        </Link>
      </Inline>
    </>
  );
}
