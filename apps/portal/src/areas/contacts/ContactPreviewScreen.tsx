import type { ContactRecord } from '@freightkit/api';
import { useContact } from '@freightkit/api/react';
import { can, ContactPhoneType, portalPermissions, type Permission } from '@freightkit/domain';
import { Box, Card, Inline, Stack, Text, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { contactEditPath, contactListPath } from './paths.ts';
import { PortalAccessChip } from './PortalAccessChip.tsx';
import { permissionLabel, roleLabel } from './roleLabels.ts';
import * as styles from './contacts.css.ts';
import { ContactUnavailable } from './ContactUnavailable.tsx';

/** One term and its value of the preview's description list. */
function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Text as="dt" tone="secondary">
        {term}
      </Text>
      <Text as="dd">{children}</Text>
    </div>
  );
}

/**
 * `/contacts/{contactId}/preview` (spec 2 §2): one person of the company, with how to reach them,
 * their roles and their portal access (invited people not activated yet say so). Admins get Edit.
 * Another company's contact, like a made-up id, answers 404: a plain not-found notice and the way back.
 */
export function ContactPreviewScreen() {
  const { contactId = '' } = useParams();
  const { t } = useI18n();
  const Link = useLinkComponent();
  const user = useCurrentUser();
  const headingId = useId();
  const contact = useContact(contactId);
  const back = createElement(Link, { href: contactListPath }, t('contacts.preview.back'));

  if (!contact.data) {
    return <ContactUnavailable error={contact.error} onRetry={() => void contact.refetch()} />;
  }
  const c: ContactRecord = contact.data;
  const name = `${c.firstName} ${c.lastName}`;
  const phone = (type: string) => c.phoneNumbers.find((p) => p.type === type)?.value;
  const none = t('contacts.none');
  const email = c.emailAddresses[0];
  const portals = c.permissions.filter((p) => portalPermissions.includes(p as Permission));

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center" collapseBelow="wide">
        <PageTitle id={headingId}>
          {name} <PortalAccessChip access={c.portalAccess} />
        </PageTitle>
        {can(user, 'contacts.manage')
          ? createElement(
              Link,
              { href: contactEditPath(c.id), 'aria-label': t('contacts.editNamed', { name }) },
              t('contacts.edit'),
            )
          : null}
      </Inline>
      <Box display="flex" flexDirection="column" gap="lg">
        <Card title={t('contacts.preview.details')} headingLevel={3}>
          <dl className={styles.facts}>
            <Fact term={t('contacts.form.functionTitle')}>{c.functionTitle ?? none}</Fact>
            <Fact term={t('contacts.form.email')}>
              {email ? <a href={`mailto:${email}`}>{email}</a> : none}
            </Fact>
            <Fact term={t('contacts.form.officePhone')}>{phone(ContactPhoneType.Office) ?? none}</Fact>
            <Fact term={t('contacts.form.mobilePhone')}>{phone(ContactPhoneType.Mobile) ?? none}</Fact>
            <Fact term={t('contacts.form.linkedIn')}>
              {c.linkedInProfileUrl ? (
                <a href={c.linkedInProfileUrl} target="_blank" rel="noopener noreferrer">
                  {c.linkedInProfileUrl}
                </a>
              ) : (
                none
              )}
            </Fact>
            <Fact term={t('contacts.form.roles')}>
              {c.roles.length === 0 ? none : c.roles.map((r) => roleLabel(t, r)).join(', ')}
            </Fact>
            <Fact term={t('contacts.preview.company')}>{c.companyName}</Fact>
          </dl>
        </Card>
        <Card title={t('contacts.preview.access')} headingLevel={3}>
          <Stack space="sm">
            <dl className={styles.facts}>
              <Fact term={t('contacts.preview.access')}>
                <PortalAccessChip access={c.portalAccess} />
              </Fact>
              {c.isPortalEnabled ? (
                <>
                  <Fact term={t('contacts.preview.userName')}>{c.userName ?? none}</Fact>
                  <Fact term={t('contacts.preview.portals')}>
                    {portals.length === 0 ? none : portals.map((p) => permissionLabel(t, p)).join(', ')}
                  </Fact>
                </>
              ) : null}
            </dl>
            {c.portalAccess === 'Invited' ? (
              <Text tone="secondary">{t('contacts.preview.invitedHint')}</Text>
            ) : null}
          </Stack>
        </Card>
      </Box>
      {back}
    </Page>
  );
}
