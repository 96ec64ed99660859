import type { Location } from '@freightkit/api';
import { useCreateLocation, useUpdateLocation } from '@freightkit/api/react';
import {
  countryForPostalCode,
  locationFormFieldOf,
  locationFormValues,
  locationInputFromForm,
  locationNotificationMs,
  locationProblemKeys,
  locationTypes,
  supportedRegions,
  type LocationFormField,
  type LocationFormValues,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Checkbox,
  Column,
  Columns,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './locations.css.ts';
import { locationListPath, locationPath } from './paths.ts';

type Problems = Partial<Record<LocationFormField, string>>;
const flags = ['isPrimaryLocation', 'lumpersAvailable', 'isAppointmentRequired', 'overnightParking'] as const;

/** Props of {@link LocationForm}. */
export interface LocationFormProps {
  /** The location being edited; absent when creating one. */
  readonly location?: Location;
}

/**
 * A location's form (create and edit, ADR 051): name and type, what is on site, the address (a Canadian
 * postal code sets the country to Canada, spec 2 §5), phones, e-mail, EDI codes, dock length and
 * directions. Domain's `locationProblemKeys` (the rule the back end applies too) says what is wrong next
 * to each field on saving, in the user's language; the back end's model state lands on the same fields,
 * any other refusal above the form, which keeps everything typed. Saved, it notifies for 4000 ms (spec 2
 * §9) and opens the location.
 */
export function LocationForm({ location }: LocationFormProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const navigate = useNavigate();
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LocationFormValues>(() => locationFormValues(location));
  const [errors, setErrors] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  // Each request moves focus to the first field marked invalid, once React has drawn the marks.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = <K extends keyof LocationFormValues>(key: K, value: LocationFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      // Spec 2 §5: a Canadian postal code sets the country to CA.
      if (key === 'postalCode')
        next.country = countryForPostalCode(next.postalCode, next.country) ?? next.country;
      return next;
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    const input = locationInputFromForm(values);
    const body = { ...input, phoneNumbers: [...input.phoneNumbers], ediCodes: [...input.ediCodes] };
    const onFields = (problems: Record<string, string | undefined>) => {
      const mapped: Problems = {};
      for (const [path, text] of Object.entries(problems)) {
        const field = locationFormFieldOf(path, input);
        if (field && text && mapped[field] === undefined) mapped[field] = text;
      }
      return mapped;
    };
    const problems = onFields(problemTextsIn(t, locationProblemKeys(input)));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const saved = location
      ? update.mutateAsync({ locationNumber: location.locationNumber, body })
      : create.mutateAsync(body);
    saved.then(
      (result) => {
        notices.success(
          location ? t('locations.updated', { number: result.locationNumber }) : t('locations.created'),
          locationNotificationMs,
        );
        void navigate(locationPath(result.locationNumber));
      },
      (error: unknown) => {
        const fromServer = onFields(
          Object.fromEntries(Object.entries(fieldFailureTexts(t, error)).map(([k, texts]) => [k, texts[0]])),
        );
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) setFocusRequest((n) => n + 1);
        else setRefusal(failureText(t, error));
      },
    );
  };

  const text = (
    field: Exclude<LocationFormField, (typeof flags)[number]>,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={t(`locations.form.${field}`)}
      value={values[field]}
      onChange={(value) => {
        change(field, value);
      }}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack space="xl">
        <Text tone="secondary">{t('locations.form.requiredHint')}</Text>
        {refusal ? (
          <Banner tone="critical" title={t('locations.form.refused')} description={refusal} />
        ) : null}
        <Stack space="md">
          <Heading level={3}>{t('locations.form.general')}</Heading>
          <Columns space="md" collapseBelow="wide">
            <Column>{text('name', { required: true, autoComplete: 'organization' })}</Column>
            <Column>
              <Select
                label={t('locations.form.type')}
                options={locationTypes.entries.map((e) => ({ value: e.value, label: t(e.messageKey) }))}
                value={values.locationType}
                onChange={(value) => {
                  change('locationType', value);
                }}
                error={errors.locationType}
              />
            </Column>
          </Columns>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('locations.form.onSite')}</legend>
            <Inline space="lg">
              {flags.map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(`locations.flag.${flag}`)}
                  checked={values[flag]}
                  onChange={(on) => {
                    change(flag, on);
                  }}
                />
              ))}
            </Inline>
          </fieldset>
        </Stack>
        <Stack space="md">
          <Heading level={3}>{t('locations.form.address')}</Heading>
          <Columns space="md" collapseBelow="wide">
            <Column>{text('addressLine1', { required: true, autoComplete: 'address-line1' })}</Column>
            <Column>{text('addressLine2', { autoComplete: 'address-line2' })}</Column>
          </Columns>
          <Columns space="md" collapseBelow="wide">
            <Column>{text('city', { required: true, autoComplete: 'address-level2' })}</Column>
            <Column>
              <Select
                label={t('locations.form.province')}
                required
                placeholder={t('locations.form.chooseProvince')}
                options={supportedRegions.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
                value={values.province}
                onChange={(value) => {
                  change('province', value);
                }}
                error={errors.province}
              />
            </Column>
            <Column>
              {text('postalCode', {
                required: true,
                autoComplete: 'postal-code',
                description: t('locations.form.postalCodeHint'),
              })}
            </Column>
            <Column>
              <Select
                label={t('locations.form.country')}
                required
                options={(['US', 'CA'] as const).map((c) => ({
                  value: c,
                  label: t(`locations.country.${c}`),
                }))}
                value={values.country}
                onChange={(value) => {
                  change('country', value);
                }}
                error={errors.country}
              />
            </Column>
          </Columns>
        </Stack>
        <Stack space="md">
          <Heading level={3}>{t('locations.form.contact')}</Heading>
          <Columns space="md" collapseBelow="wide">
            <Column>{text('officePhone', { type: 'tel', autoComplete: 'tel' })}</Column>
            <Column>{text('mobilePhone', { type: 'tel' })}</Column>
            <Column>{text('faxPhone', { type: 'tel' })}</Column>
          </Columns>
          <Columns space="md" collapseBelow="wide">
            <Column>{text('email', { type: 'email', autoComplete: 'email' })}</Column>
            <Column>{text('ediCodes', { description: t('locations.form.ediCodesHint') })}</Column>
            <Column>{text('dockLength', { inputMode: 'numeric' })}</Column>
          </Columns>
          {text('directions', { rows: 3 })}
        </Stack>
        <Inline space="sm" align="right">
          <Button
            variant="secondary"
            onClick={() => {
              void navigate(location ? locationPath(location.locationNumber) : locationListPath());
            }}
          >
            {t('locations.form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {location ? t('locations.form.save') : t('locations.form.create')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
