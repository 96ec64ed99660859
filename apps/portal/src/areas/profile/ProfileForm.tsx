import type { Contact } from '@freightkit/api';
import { useUpdateProfile } from '@freightkit/api/react';
import {
  contactFormValues,
  profileInputFromForm,
  profileProblemKeys,
  specMessagesEn,
  type ProfileField,
  type ProfileFormValues,
  type ProfileProblems,
} from '@freightkit/domain';
import { Banner, Button, Column, Columns, Inline, Stack, Text, TextField, useI18n } from '@freightkit/ui';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { profilePath } from './paths.ts';
import * as styles from './profile.css.ts';

const fields: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'functionTitle',
  'email',
  'officePhone',
  'mobilePhone',
  'linkedInProfileUrl',
];
const isField = (key: string): key is ProfileField => (fields as readonly string[]).includes(key);

/** The profile form's values from the saved contact (the contact form's starting values, ADR 036). */
function startingValues(contact: Contact): ProfileFormValues {
  const { roles: _r, isPortalEnabled: _p, permissions: _ps, ...values } = contactFormValues(contact);
  return values;
}

/**
 * The form of `/profile/edit`: the person's name, title, e-mail, phones and LinkedIn. Domain's
 * `profileProblemKeys` (the contact rules, which the back end applies too) says what is wrong next to
 * each field and focus goes to the first; the back end's model state lands on the same fields and its
 * refusals (an address already taken, 409) above the form, which keeps what was typed. Roles, portal
 * access and the company are the admin's and are not here.
 */
export function ProfileForm({ contact }: { readonly contact: Contact }) {
  const { t } = useI18n();
  const { updateUser } = useSession();
  const navigate = useNavigate();
  const notices = useNotices();
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<ProfileFormValues>(() => startingValues(contact));
  const [errors, setErrors] = useState<ProfileProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = profileInputFromForm(values, contact.emailAddresses.slice(1));
    const problems = problemTextsIn(t, profileProblemKeys(body));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    update.mutateAsync(body).then(
      (saved) => {
        // The shell's user menu and later reloads show the saved name and addresses.
        updateUser({
          firstName: saved.firstName,
          lastName: saved.lastName,
          email: saved.emailAddresses[0] ?? '',
          emailAddresses: saved.emailAddresses,
          phoneNumbers: saved.phoneNumbers.map((p) => p.value),
          ...(saved.userName ? { userName: saved.userName } : {}),
        });
        notices.success(specMessagesEn['profile.updated']);
        void navigate(profilePath);
      },
      (error: unknown) => {
        const modelState = fieldFailureTexts(t, error);
        const onFields: ProfileProblems = {};
        for (const [key, messages] of Object.entries(modelState)) {
          if (isField(key) && messages[0]) onFields[key] = messages[0];
        }
        setErrors(onFields);
        if (Object.keys(onFields).length > 0) focusFirstInvalid();
        else setRefusal(failureText(t, error));
      },
    );
  };

  const text = (field: ProfileField, label: string, extra = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => {
        setValues((v) => ({ ...v, [field]: value }));
      }}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <Stack space="lg">
        <Text id={`${id}-hint`} tone="secondary">
          {t('profile.form.requiredHint')}
        </Text>
        {refusal ? <Banner tone="critical" title={t('profile.form.refused')} description={refusal} /> : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('contacts.form.person')}</legend>
          <Columns space="md" collapseBelow="wide">
            <Column>
              {text('firstName', t('contacts.form.firstName'), {
                required: true,
                autoComplete: 'given-name',
              })}
            </Column>
            <Column>
              {text('lastName', t('contacts.form.lastName'), { required: true, autoComplete: 'family-name' })}
            </Column>
            <Column>
              {text('functionTitle', t('contacts.form.functionTitle'), {
                autoComplete: 'organization-title',
              })}
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
                  autoComplete: 'email',
                  description: t('profile.form.emailHint'),
                })}
              </Column>
              <Column>{text('linkedInProfileUrl', t('contacts.form.linkedIn'), { type: 'url' })}</Column>
            </Columns>
            <Columns space="md" collapseBelow="wide">
              <Column>
                {text('officePhone', t('contacts.form.officePhone'), { type: 'tel', autoComplete: 'tel' })}
              </Column>
              <Column>
                {text('mobilePhone', t('contacts.form.mobilePhone'), { type: 'tel', autoComplete: 'tel' })}
              </Column>
            </Columns>
          </Stack>
        </fieldset>
        <Inline space="sm">
          <Button type="submit" loading={update.isPending}>
            {t('profile.form.save')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(profilePath)}>
            {t('contacts.form.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
