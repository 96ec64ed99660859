import type { PostedTruck } from '@freightkit/api';
import { useCreateTruck, useUpdateTruck } from '@freightkit/api/react';
import {
  emptyTruckPosting,
  equipmentTypes,
  searchRadiusChoices,
  truckProblemKeys,
  type TruckField,
  type TruckPostingInput,
  type TruckProblems,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Column,
  Columns,
  DateField,
  Heading,
  Inline,
  Select,
  Stack,
  Text,
  useI18n,
} from '@freightkit/ui';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { problemTextsIn } from '../../common/failureText.ts';
import { PlacePicker } from '../PlacePicker.tsx';
import { focusFirstInvalid, localToday, saveFailure } from './formErrors.ts';

const fields: readonly TruckField[] = [
  'equipmentType',
  'emptyLocationId',
  'emptyOn',
  'emptyRadius',
  'destinationLocationId',
  'destinationRadius',
];

/** Props of {@link TruckForm}. */
export interface TruckFormProps {
  /** The posted truck being changed; absent when posting one. */
  readonly truck?: PostedTruck;
  /** Called once the truck is saved, or when the dispatcher cancels. */
  readonly onDone: () => void;
}

/**
 * The truck form of Available Trucks: equipment type, where it is empty (the place search), the day,
 * how far around to pick up, and an optional place it would like to go with its radius. Domain's
 * `truckProblemKeys` (the rule the back end applies with the place's own calendar) marks each field when
 * saving; the back end's model state lands on the same fields, its refusals (50 posted, 409) above.
 */
export function TruckForm({ truck, onDone }: TruckFormProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const create = useCreateTruck();
  const update = useUpdateTruck();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const today = localToday();
  const [values, setValues] = useState<TruckPostingInput>(() =>
    truck
      ? {
          equipmentType: truck.equipmentType,
          emptyLocationId: truck.emptyLocation.id,
          emptyOn: truck.emptyOn,
          emptyRadius: truck.emptyRadius,
          destinationLocationId: truck.destinationLocation?.id ?? null,
          destinationRadius: truck.destinationRadius,
        }
      : emptyTruckPosting(today),
  );
  const [names, setNames] = useState({
    empty: truck?.emptyLocation.name ?? '',
    destination: truck?.destinationLocation?.name ?? '',
  });
  const [errors, setErrors] = useState<TruckProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const change = (next: Partial<TruckPostingInput>) => {
    setValues((v) => ({ ...v, ...next }));
  };
  const radiusOptions = searchRadiusChoices.map((miles) => ({
    value: String(miles),
    label: t('loadBoard.radius', { miles }),
  }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    // A truck already posted keeps its day while it is changed the same day it was for.
    const problems = problemTextsIn(
      t,
      truckProblemKeys(values, truck && truck.emptyOn < today ? truck.emptyOn : today),
    );
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const saved = truck ? update.mutateAsync({ id: truck.id, body: values }) : create.mutateAsync(values);
    saved.then(
      () => {
        notices.success(truck ? t('trucks.updated') : t('trucks.posted'));
        onDone();
      },
      (error: unknown) => {
        const failure = saveFailure(t, error, fields);
        setErrors(failure.onFields);
        setRefusal(failure.refusal);
        if (failure.refusal === null) focusFirstInvalid(formRef.current);
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack space="md">
        <Heading level={3} id={`${id}-title`}>
          {truck ? t('trucks.form.editTitle') : t('trucks.form.newTitle')}
        </Heading>
        <Text tone="secondary">{t('postings.requiredHint')}</Text>
        {refusal ? <Banner tone="critical" title={t('postings.refused')} description={refusal} /> : null}
        <Columns space="md" collapseBelow="wide">
          <Column>
            <Select
              label={t('trucks.form.equipment')}
              required
              options={equipmentTypes.entries.map((e) => {
                const key = equipmentTypes.messageKey(e.value);
                return { value: String(e.value), label: key ? t(key) : e.label };
              })}
              value={String(values.equipmentType)}
              error={errors.equipmentType}
              onChange={(value) => {
                change({ equipmentType: Number(value) });
              }}
            />
          </Column>
          <Column>
            <PlacePicker
              label={t('trucks.form.emptyAt')}
              required
              value={values.emptyLocationId}
              name={names.empty}
              error={errors.emptyLocationId}
              onChange={(place) => {
                change({ emptyLocationId: place?.id ?? null });
                setNames((n) => ({ ...n, empty: place?.name ?? '' }));
              }}
            />
          </Column>
        </Columns>
        <Columns space="md" collapseBelow="wide">
          <Column>
            <DateField
              label={t('trucks.form.emptyOn')}
              required
              value={values.emptyOn}
              min={today}
              error={errors.emptyOn}
              onChange={(value) => {
                change({ emptyOn: value });
              }}
            />
          </Column>
          <Column>
            <Select
              label={t('trucks.form.emptyRadius')}
              options={radiusOptions}
              value={String(values.emptyRadius)}
              error={errors.emptyRadius}
              onChange={(value) => {
                change({ emptyRadius: Number(value) });
              }}
            />
          </Column>
        </Columns>
        <Columns space="md" collapseBelow="wide">
          <Column>
            <PlacePicker
              label={t('trucks.form.destination')}
              description={t('trucks.form.destinationHint')}
              value={values.destinationLocationId}
              name={names.destination}
              error={errors.destinationLocationId}
              onChange={(place) => {
                change({ destinationLocationId: place?.id ?? null });
                setNames((n) => ({ ...n, destination: place?.name ?? '' }));
              }}
            />
          </Column>
          <Column>
            <Select
              label={t('trucks.form.destinationRadius')}
              options={radiusOptions}
              value={String(values.destinationRadius)}
              error={errors.destinationRadius}
              onChange={(value) => {
                change({ destinationRadius: Number(value) });
              }}
            />
          </Column>
        </Columns>
        <Inline space="sm">
          <Button type="submit" loading={saving}>
            {t('postings.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('postings.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
