import type { Contact } from '@freightkit/api';
import { useCompany, useCurrentContact, useNotificationPreferences } from '@freightkit/api/react';
import { ContactPhoneType, roles } from '@freightkit/domain';
import { Box, Card, Inline, Stack, Tabs, Text, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { Fact } from './Fact.tsx';
import { IntegrationsPanel } from './IntegrationsPanel.tsx';
import { profileMessagesEn } from './messages.ts';
import { PictureSection } from './picture/PictureSection.tsx';
import { profileEditPath, profileIntegrationsPath, profilePath } from './paths.ts';
import * as styles from './profile.css.ts';
import { ProfileUnavailable } from './ProfileUnavailable.tsx';

/** The details tab: the person's contact, their company (read-only) and notification preferences. */
function ProfileDetails({ contact }: { readonly contact: Contact }) {
  const { t } = useI18n();
  const company = useCompany();
  const preferences = useNotificationPreferences();
  const none = t('profile.none');
  // The events the back end names today, in words; an event added later shows as the back end names it.
  const eventLabel = (key: string) => {
    const label = `profile.notifications.event.${key}`;
    return label in profileMessagesEn ? t(label) : key;
  };
  const phone = (type: string) => contact.phoneNumbers.find((p) => p.type === type)?.value;
  const email = contact.emailAddresses[0];
  const roleText = contact.roles
    .map((r) => {
      const key = roles.messageKey(r);
      return key ? t(key) : r;
    })
    .join(', ');
  return (
    <Box display="flex" flexDirection="column" gap="lg" paddingTop="md">
      <PictureSection contact={contact} />
      <Card title={t('profile.details')} headingLevel={3}>
        <dl className={styles.facts}>
          <Fact term={t('contacts.form.functionTitle')}>{contact.functionTitle ?? none}</Fact>
          <Fact term={t('contacts.form.email')}>{email ?? none}</Fact>
          <Fact term={t('contacts.form.officePhone')}>{phone(ContactPhoneType.Office) ?? none}</Fact>
          <Fact term={t('contacts.form.mobilePhone')}>{phone(ContactPhoneType.Mobile) ?? none}</Fact>
          <Fact term={t('contacts.form.linkedIn')}>{contact.linkedInProfileUrl ?? none}</Fact>
          <Fact term={t('profile.userName')}>{contact.userName ?? none}</Fact>
        </dl>
      </Card>
      <Card title={t('profile.companyCard')} headingLevel={3}>
        <Stack space="sm">
          <dl className={styles.facts}>
            <Fact term={t('profile.company')}>{company.data?.name ?? contact.companyName}</Fact>
            <Fact term={t('profile.companyNumber')}>
              {company.data?.companyNumber ?? contact.companyNumber}
            </Fact>
            <Fact term={t('profile.roles')}>{roleText === '' ? none : roleText}</Fact>
          </dl>
          <Text tone="secondary">{t('profile.companyHint')}</Text>
        </Stack>
      </Card>
      <Card title={t('profile.notifications')} headingLevel={3}>
        {preferences.data && preferences.data.length > 0 ? (
          <table>
            <caption className={styles.legend}>{t('profile.notifications.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('profile.notifications.event')}</th>
                <th scope="col">{t('profile.notifications.email')}</th>
                <th scope="col">{t('profile.notifications.sms')}</th>
              </tr>
            </thead>
            <tbody>
              {preferences.data.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{eventLabel(p.key)}</th>
                  <td>{t(p.email ? 'profile.notifications.on' : 'profile.notifications.off')}</td>
                  <td>{t(p.sms ? 'profile.notifications.on' : 'profile.notifications.off')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Text tone="secondary">{t('profile.notifications.none')}</Text>
        )}
      </Card>
    </Box>
  );
}

/**
 * `/profile` and `/profile?tab=integrations` (spec 1 §2, spec 2 §2): the signed-in user's own contact,
 * their company and notification preferences (read-only), and Edit profile; the integrations tab holds
 * the tracking integration (the Samsara token) that the 'Expired Samsara Token' modal sends admins to.
 */
export function ProfileScreen() {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'integrations' ? 'integrations' : 'details';
  const contact = useCurrentContact();
  if (!contact.data)
    return <ProfileUnavailable error={contact.error} onRetry={() => void contact.refetch()} />;
  const name = `${contact.data.firstName} ${contact.data.lastName}`;
  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center" collapseBelow="wide">
        <PageTitle id={headingId}>{name}</PageTitle>
        {createElement(Link, { href: profileEditPath }, t('profile.edit'))}
      </Inline>
      <Tabs
        label={t('profile.tabs')}
        selectedId={tab}
        items={[
          { id: 'details', label: t('profile.tab.details'), href: profilePath },
          { id: 'integrations', label: t('profile.tab.integrations'), href: profileIntegrationsPath },
        ]}
      >
        {tab === 'integrations' ? <IntegrationsPanel /> : <ProfileDetails contact={contact.data} />}
      </Tabs>
    </Page>
  );
}
