import type { SamsaraIntegration } from '@freightkit/api';
import { useRenewSamsaraToken } from '@freightkit/api/react';
import { can, samsaraTokenProblemKey } from '@freightkit/domain';
import { Banner, Box, Button, Card, Stack, StatusChip, Text, TextField, useI18n } from '@freightkit/ui';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { useCurrentUser, useSession } from '../../app/session/SessionProvider.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './profile.css.ts';
import { Fact } from './Fact.tsx';

/**
 * The integrations tab (`/profile?tab=integrations`): the Samsara tracking integration and its token
 * state (expired, valid or not connected) from the signed-in user. An admin who is not driver-only
 * ('integrations.manage', the modal's rule) pastes a new API token from Samsara and renews it; the
 * token's shape is checked by domain's `samsaraTokenProblemKey` here (in the user's language) and by the back end. Once renewed the
 * session's user reads valid, so the 'Expired Samsara Token' modal no longer appears for them.
 */
export function IntegrationsPanel() {
  const { t } = useI18n();
  const user = useCurrentUser();
  const { updateUser } = useSession();
  const notices = useNotices();
  const renew = useRenewSamsaraToken();
  const formRef = useRef<HTMLFormElement>(null);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [renewed, setRenewed] = useState<SamsaraIntegration | null>(null);
  const integration = user.trackingIntegration;
  const manages = can(user, 'integrations.manage');

  const focusToken = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (renew.isPending) return;
    const key = samsaraTokenProblemKey(token);
    const problem = key === null ? null : problemTextsIn(t, { apiToken: key }).apiToken;
    setRefusal(null);
    setError(problem ?? undefined);
    if (problem !== null) {
      focusToken();
      return;
    }
    renew.mutateAsync({ apiToken: token.trim() }).then(
      (result) => {
        setRenewed(result);
        setToken('');
        updateUser({ trackingIntegration: { samsaraIsExpired: result.samsaraIsExpired } });
        notices.success(t('profile.integrations.renewed'));
      },
      (failure: unknown) => {
        const onField = fieldFailureTexts(t, failure)['apiToken']?.[0];
        if (onField) {
          setError(onField);
          focusToken();
        } else setRefusal(failureText(t, failure));
      },
    );
  };

  const status =
    integration === null
      ? { tone: 'neutral' as const, text: t('profile.integrations.notConnected') }
      : integration.samsaraIsExpired
        ? { tone: 'critical' as const, text: t('profile.integrations.expired') }
        : { tone: 'positive' as const, text: t('profile.integrations.valid') };

  return (
    <Box display="flex" flexDirection="column" gap="lg" paddingTop="md">
      <Card title={t('profile.integrations.title')} headingLevel={3}>
        <Stack space="md">
          <Text tone="secondary">{t('profile.integrations.intro')}</Text>
          <dl className={styles.facts}>
            <Fact term={t('profile.integrations.samsara')}>
              <StatusChip tone={status.tone}>
                {t('profile.integrations.status')}: {status.text}
              </StatusChip>
            </Fact>
          </dl>
          {renewed ? (
            <Text role="status">{t('profile.integrations.renewedHint', { hint: renewed.tokenHint })}</Text>
          ) : null}
          {integration?.samsaraIsExpired ? <Text>{t('profile.integrations.expiredHint')}</Text> : null}
          {manages ? (
            <form ref={formRef} onSubmit={submit} noValidate className={styles.tokenRow}>
              <Stack space="sm">
                {refusal ? (
                  <Banner tone="critical" title={t('profile.integrations.refused')} description={refusal} />
                ) : null}
                <TextField
                  label={t('profile.integrations.token')}
                  description={t('profile.integrations.tokenHint')}
                  type="password"
                  autoComplete="off"
                  required
                  value={token}
                  onChange={setToken}
                  error={error}
                />
                <div>
                  <Button type="submit" loading={renew.isPending}>
                    {t('profile.integrations.renew')}
                  </Button>
                </div>
              </Stack>
            </form>
          ) : (
            <Text tone="secondary">
              {integration === null ? t('profile.integrations.none') : t('profile.integrations.adminsOnly')}
            </Text>
          )}
        </Stack>
      </Card>
    </Box>
  );
}
