import type { ContactRecord } from '@freightkit/api';
import { useCreateContact, useUpdateContact } from '@freightkit/api/react';
import {
  contactFormValues,
  contactInputFromForm,
  contactProblemKeys,
  grantablePortalPermissions,
  roles,
  specMessagesEn,
  type ContactField,
  type ContactFormValues,
  type ContactProblems,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Checkbox,
  Column,
  Columns,
  Inline,
  Stack,
  Text,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './contacts.css.ts';
import { contactListPath, contactPreviewPath } from './paths.ts';
import { permissionLabel, roleLabel } from './roleLabels.ts';

const fields: readonly ContactField[] = [
  'firstName',
  'lastName',
  'functionTitle',
  'email',
  'officePhone',
  'mobilePhone',
  'linkedInProfileUrl',
  'roles',
  'permissions',
];
const isField = (key: string): key is ContactField => (fields as readonly string[]).includes(key);

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The contact being edited; absent when adding one. */
  readonly contact?: ContactRecord;
}

/**
 * The contact form of `/contacts/create` and `/contacts/{id}/edit`: name, title, e-mail, office and
 * mobile phone, LinkedIn, roles and portal access. Domain's `contactProblemKeys` (the same rule the back
 * end applies) says what is wrong next to each field when saving; the back end's model state lands on
 * the same fields and its refusals (a duplicate e-mail, 409) above the form, which keeps what was typed.
 * Roles are sent without spaces or hyphens (spec 2 §5); giving portal access invites the person by mail.
 */
export function ContactForm({ contact }: ContactFormProps) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notices = useNotices();
  const create = useCreateContact();
  const update = useUpdateContact();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<ContactFormValues>(() => contactFormValues(contact));
  const [errors, setErrors] = useState<ContactProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const grantable = grantablePortalPermissions(user);

  const change = <K extends keyof ContactFormValues>(key: K, value: ContactFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const toggle = (key: 'roles' | 'permissions', value: string, on: boolean) => {
    setValues((v) => ({
      ...v,
      [key]: on ? [...v[key].filter((x) => x !== value), value] : v[key].filter((x) => x !== value),
    }));
  };
  /** Moves focus to the first field marked invalid, once React has drawn the marks. */
  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = contactInputFromForm(values, contact?.emailAddresses.slice(1));
    const problems = problemTextsIn(t, contactProblemKeys(body));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    const saved = contact ? update.mutateAsync({ id: contact.id, body }) : create.mutateAsync(body);
    saved.then(
      (result) => {
        notices.success(contact ? t('contacts.updated') : specMessagesEn['contacts.created']);
        void navigate(contactPreviewPath(result.id));
      },
      (error: unknown) => {
        const modelState = fieldFailureTexts(t, error);
        const onFields: ContactProblems = {};
        for (const [key, messages] of Object.entries(modelState)) {
          if (isField(key) && messages[0]) onFields[key] = messages[0];
        }
        setErrors(onFields);
        if (Object.keys(onFields).length > 0) focusFirstInvalid();
        else setRefusal(failureText(t, error));
      },
    );
  };

  const text = (field: Exclude<ContactField, 'roles' | 'permissions'>, label: string, extra = {}) => {
    const key = field === 'email' ? 'email' : field;
    return (
      <TextField
        label={label}
        value={values[key]}
        onChange={(value) => {
          change(key, value);
        }}
        error={errors[field]}
        {...extra}
      />
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <Stack space="lg">
        <Text id={`${id}-hint`} tone="secondary">
          {t('contacts.form.requiredHint')}
        </Text>
        {refusal ? <Banner tone="critical" title={t('contacts.form.refused')} description={refusal} /> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('contacts.form.person')}</legend>
          <Columns space="md" collapseBelow="wide">
            <Column>
              {text('firstName', t('contacts.form.firstName'), { required: true, autoComplete: 'off' })}
            </Column>
            <Column>
              {text('lastName', t('contacts.form.lastName'), { required: true, autoComplete: 'off' })}
            </Column>
            <Column>
              {text('functionTitle', t('contacts.form.functionTitle'), { autoComplete: 'off' })}
            </Column>
          </Columns>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('contacts.form.reach')}</legend>
          <Stack space="md">
            <Columns space="md" collapseBelow="wide">
              <Column>
                {text('email', t('contacts.form.email'), {
                  required: true,
                  type: 'email',
                  autoComplete: 'off',
                  description: t('contacts.form.emailHint'),
                })}
              </Column>
              <Column>{text('linkedInProfileUrl', t('contacts.form.linkedIn'), { type: 'url' })}</Column>
            </Columns>
            <Columns space="md" collapseBelow="wide">
              <Column>{text('officePhone', t('contacts.form.officePhone'), { type: 'tel' })}</Column>
              <Column>{text('mobilePhone', t('contacts.form.mobilePhone'), { type: 'tel' })}</Column>
            </Columns>
          </Stack>
        </fieldset>
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.roles ? `${id}-roles-error` : undefined}
        >
          <legend className={styles.legend}>{t('contacts.form.roles')}</legend>
          <Stack space="xs">
            <Inline space="lg">
              {roles.entries.map((entry) => (
                <Checkbox
                  key={entry.value}
                  label={roleLabel(t, entry.value)}
                  checked={values.roles.includes(entry.value)}
                  onChange={(on) => {
                    toggle('roles', entry.value, on);
                  }}
                />
              ))}
            </Inline>
            {errors.roles ? (
              <Text id={`${id}-roles-error`} tone="critical">
                {errors.roles}
              </Text>
            ) : null}
          </Stack>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('contacts.form.portal')}</legend>
          <Stack space="sm">
            <Checkbox
              label={t('contacts.form.portalEnabled')}
              description={t('contacts.form.portalHint')}
              checked={values.isPortalEnabled}
              onChange={(on) => {
                change('isPortalEnabled', on);
              }}
            />
            {values.isPortalEnabled ? (
              <fieldset
                className={styles.fieldset}
                aria-describedby={errors.permissions ? `${id}-permissions-error` : undefined}
              >
                <legend className={styles.legend}>{t('contacts.form.portals')}</legend>
                <Stack space="xs">
                  <Inline space="lg">
                    {grantable.map((permission) => (
                      <Checkbox
                        key={permission}
                        label={permissionLabel(t, permission)}
                        checked={values.permissions.includes(permission)}
                        onChange={(on) => {
                          toggle('permissions', permission, on);
                        }}
                      />
                    ))}
                  </Inline>
                  {errors.permissions ? (
                    <Text id={`${id}-permissions-error`} tone="critical">
                      {errors.permissions}
                    </Text>
                  ) : null}
                </Stack>
              </fieldset>
            ) : null}
          </Stack>
        </fieldset>
        <Inline space="sm">
          <Button type="submit" loading={saving}>
            {contact ? t('contacts.form.save') : t('contacts.form.create')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate(contact ? contactPreviewPath(contact.id) : contactListPath)}
          >
            {t('contacts.form.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
