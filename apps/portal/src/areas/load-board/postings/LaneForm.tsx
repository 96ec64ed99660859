import type { SavedLane } from '@freightkit/api';
import { useCreateLane, useUpdateLane } from '@freightkit/api/react';
import {
  emptyLane,
  equipmentTypeLabels,
  equipmentTypes,
  laneProblemKeys,
  searchRadiusChoices,
  type LaneField,
  type LaneInput,
  type LaneProblems,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Column,
  Columns,
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
import { focusFirstInvalid, saveFailure } from './formErrors.ts';

const fields: readonly LaneField[] = [
  'originLocationId',
  'originRadius',
  'destinationLocationId',
  'destinationRadius',
  'equipmentTypes',
];

/** Props of {@link LaneForm}. */
export interface LaneFormProps {
  /** The lane being changed; absent when adding one. */
  readonly lane?: SavedLane;
  /** Called once the lane is saved, or when the dispatcher cancels. */
  readonly onDone: () => void;
}

/**
 * The lane form of `/saved-lanes`: origin and destination (the place search) each with a radius, and
 * the equipment (one type, or any). A lane saved with several types keeps them as one choice. Domain's
 * `laneProblemKeys` (the rule the back end applies) marks each field when saving; the back end's model
 * state lands on the same fields, its refusals (50 saved, 409) above the form.
 */
export function LaneForm({ lane, onDone }: LaneFormProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const create = useCreateLane();
  const update = useUpdateLane();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState<LaneInput>(() =>
    lane
      ? {
          originLocationId: lane.origin.id,
          originRadius: lane.originRadius,
          destinationLocationId: lane.destination.id,
          destinationRadius: lane.destinationRadius,
          equipmentTypes: lane.equipmentTypes,
        }
      : emptyLane(),
  );
  const [names, setNames] = useState({
    origin: lane?.origin.name ?? '',
    destination: lane?.destination.name ?? '',
  });
  const [errors, setErrors] = useState<LaneProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const change = (next: Partial<LaneInput>) => {
    setValues((v) => ({ ...v, ...next }));
  };
  const radiusOptions = searchRadiusChoices.map((miles) => ({
    value: String(miles),
    label: t('loadBoard.radius', { miles }),
  }));
  const single = equipmentTypes.entries.map((e) => {
    const key = equipmentTypes.messageKey(e.value);
    return { value: String(e.value), label: key ? t(key) : e.label };
  });
  // A lane saved with several types (through the API) keeps that choice on offer as it is.
  const mask = lane?.equipmentTypes ?? null;
  const kept =
    mask !== null && !single.some((o) => o.value === String(mask))
      ? [{ value: String(mask), label: equipmentTypeLabels(mask).join(', ') }]
      : [];

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = problemTextsIn(t, laneProblemKeys(values));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const saved = lane ? update.mutateAsync({ id: lane.id, body: values }) : create.mutateAsync(values);
    saved.then(
      () => {
        notices.success(lane ? t('lanes.updated') : t('lanes.saved'));
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

  const end = (which: 'origin' | 'destination') => (
    <Columns space="md" collapseBelow="wide">
      <Column>
        <PlacePicker
          label={t(which === 'origin' ? 'lanes.form.origin' : 'lanes.form.destination')}
          required
          value={values[`${which}LocationId`]}
          name={names[which]}
          error={errors[`${which}LocationId`]}
          onChange={(place) => {
            change({ [`${which}LocationId`]: place?.id ?? null });
            setNames((n) => ({ ...n, [which]: place?.name ?? '' }));
          }}
        />
      </Column>
      <Column>
        <Select
          label={t(which === 'origin' ? 'lanes.form.originRadius' : 'lanes.form.destinationRadius')}
          options={radiusOptions}
          value={String(values[`${which}Radius`])}
          error={errors[`${which}Radius`]}
          onChange={(value) => {
            change({ [`${which}Radius`]: Number(value) });
          }}
        />
      </Column>
    </Columns>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack space="md">
        <Heading level={3} id={`${id}-title`}>
          {lane ? t('lanes.form.editTitle') : t('lanes.form.newTitle')}
        </Heading>
        <Text tone="secondary">{t('postings.requiredHint')}</Text>
        {refusal ? <Banner tone="critical" title={t('postings.refused')} description={refusal} /> : null}
        {end('origin')}
        {end('destination')}
        <Select
          label={t('lanes.form.equipment')}
          options={[{ value: '', label: t('postings.anyEquipment') }, ...kept, ...single]}
          value={values.equipmentTypes === null ? '' : String(values.equipmentTypes)}
          error={errors.equipmentTypes}
          onChange={(value) => {
            change({ equipmentTypes: value === '' ? null : Number(value) });
          }}
        />
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
