import type { ContactListQuery, ContactRecord } from '@freightkit/api';
import { useContactList } from '@freightkit/api/react';
import { can, contactsLabel, contactsPageSize, Role, roles } from '@freightkit/domain';
import {
  Button,
  DataTable,
  Inline,
  Pager,
  Select,
  Stack,
  Text,
  TextField,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { contactCreatePath, contactEditPath, contactPreviewPath } from './paths.ts';
import { PortalAccessChip } from './PortalAccessChip.tsx';
import { roleLabel } from './roleLabels.ts';

const roleValues: readonly string[] = Object.values(Role);

/** The list's state as the address holds it (`?role=&q=&page=`), so reload and links keep it. */
function readQuery(params: URLSearchParams): {
  query: ContactListQuery;
  role: string;
  q: string;
  page: number;
} {
  const role = params.get('role') ?? '';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const known = roleValues.includes(role);
  return {
    role: known ? role : '',
    q,
    page,
    query: {
      ...(known ? { roles: [role as Role] } : {}),
      ...(q ? { query: q } : {}),
      page,
      pageSize: contactsPageSize,
    },
  };
}

/**
 * `/contacts` (spec 2 §2): the company's people in a table, 50 a page (spec 2 §9), filtered by role
 * and searched by name, e-mail or title; each name opens the contact. The title reads Admin for admins
 * (spec 1 §2, spec 2 §2); admins ('contacts.manage') also add and edit contacts from here.
 */
export function ContactListScreen() {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const user = useCurrentUser();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { query, role, q, page } = readQuery(params);
  const [typed, setTyped] = useState(q);
  const list = useContactList(query);
  const manage = can(user, 'contacts.manage');
  const set = (changes: Record<string, string>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / contactsPageSize));
  const filtered = role !== '' || q !== '';
  const link = (href: string, text: string, label?: string) =>
    createElement(Link, { href, ...(label ? { 'aria-label': label } : {}) }, text);
  const name = (c: ContactRecord) => `${c.firstName} ${c.lastName}`;

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Stack space="xs">
        <PageTitle id={headingId}>{t(contactsLabel(user))}</PageTitle>
        <Text tone="secondary">{t('contacts.list.intro')}</Text>
      </Stack>
      <Inline space="md" alignY="bottom" collapseBelow="wide">
        <form
          role="search"
          aria-label={t('contacts.filters')}
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: typed.trim() });
          }}
        >
          <Inline space="md" alignY="bottom">
            <Select
              label={t('contacts.filter.role')}
              options={[
                { value: '', label: t('contacts.filter.anyRole') },
                ...roles.entries.map((entry) => ({ value: entry.value, label: roleLabel(t, entry.value) })),
              ]}
              value={role}
              onChange={(value) => {
                set({ role: value });
              }}
            />
            <TextField
              label={t('contacts.filter.query')}
              type="search"
              icon="search"
              value={typed}
              onChange={setTyped}
            />
            <Button type="submit" variant="secondary">
              {t('contacts.filter.search')}
            </Button>
          </Inline>
        </form>
        {manage ? link(contactCreatePath, t('contacts.add')) : null}
      </Inline>
      <DataTable<ContactRecord>
        caption={
          list.data?.items[0]
            ? t('contacts.list.caption', { company: list.data.items[0].companyName })
            : t('contacts.list.captionAny')
        }
        columns={[
          {
            id: 'name',
            header: t('contacts.column.name'),
            rowHeader: true,
            cell: (c) => link(contactPreviewPath(c.id), name(c)),
          },
          {
            id: 'title',
            header: t('contacts.column.title'),
            cell: (c) => c.functionTitle ?? t('contacts.none'),
          },
          {
            id: 'email',
            header: t('contacts.column.email'),
            cell: (c) => c.emailAddresses[0] ?? t('contacts.none'),
          },
          {
            id: 'phone',
            header: t('contacts.column.phone'),
            cell: (c) => c.phoneNumbers[0]?.value ?? t('contacts.none'),
          },
          {
            id: 'roles',
            header: t('contacts.column.roles'),
            cell: (c) =>
              c.roles.length === 0 ? t('contacts.none') : c.roles.map((r) => roleLabel(t, r)).join(', '),
          },
          {
            id: 'portal',
            header: t('contacts.column.portal'),
            cell: (c) => <PortalAccessChip access={c.portalAccess} />,
          },
          ...(manage
            ? [
                {
                  id: 'actions',
                  header: t('contacts.column.actions'),
                  cell: (c: ContactRecord) =>
                    link(
                      contactEditPath(c.id),
                      t('contacts.edit'),
                      t('contacts.editNamed', { name: name(c) }),
                    ),
                },
              ]
            : []),
        ]}
        rows={list.data?.items ?? []}
        getRowKey={(c) => c.id}
        emptyText={filtered ? t('contacts.empty') : t('contacts.emptyAll')}
        loading={list.isPending}
        error={
          list.isError ? (
            <LoadFailure
              title={t('contacts.error.title')}
              error={list.error}
              retryLabel={t('contacts.retry')}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
      />
      {list.data ? (
        <Pager
          label={t('contacts.pages')}
          page={page}
          pages={pages}
          summary={t('contacts.total', { count: total })}
          onPageChange={(next) => {
            set({ page: String(next) });
          }}
        />
      ) : null}
    </Page>
  );
}
