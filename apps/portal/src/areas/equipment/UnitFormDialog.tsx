import type { EquipmentUnit } from '@freightkit/api';
import { useCreateUnit, useUpdateUnit } from '@freightkit/api/react';
import {
  canBeReefer,
  editableUnitStatuses,
  equipmentFormValues,
  equipmentInputFromForm,
  equipmentProblemKeys,
  equipmentUnitStatuses,
  isReeferByType,
  supportedRegions,
  unitLengthBounds,
  unitTypeOptions,
  type EquipmentField,
  type EquipmentFormValues,
  type EquipmentKind,
  type EquipmentProblems,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Checkbox,
  Column,
  Columns,
  Dialog,
  Inline,
  Select,
  Stack,
  TextField,
  useI18n,
} from '@freightkit/ui';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { useUnitName } from './unitName.ts';

const fields: readonly EquipmentField[] = [
  'unitNumber',
  'type',
  'lengthFeet',
  'isReefer',
  'plateNumber',
  'plateRegion',
  'vin',
  'year',
  'make',
  'status',
];
const isField = (key: string): key is EquipmentField => (fields as readonly string[]).includes(key);

/** The regions that issue plates, US first (states, territories), then Canadian provinces. */
const plateRegions = supportedRegions.filter((r) => r.kind !== 'armedForces');

/** Props of {@link UnitFormDialog}. */
export interface UnitFormDialogProps {
  /** The kind of unit the list holds (a new unit is of this kind). */
  readonly kind: EquipmentKind;
  /** The unit being edited; absent when adding one. */
  readonly unit?: EquipmentUnit;
  /** Called with `false` when the dialog closes (Cancel, Escape, ×, or once saved). */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * The add and edit form of a trailer or power unit, in a dialog over its list: unit number, type,
 * length, reefer (offered only where the type can be one), plate and the state or province that issued
 * it, VIN, model year, make and status. Domain's `equipmentProblemKeys` (the rule the back end applies too)
 * says what is wrong next to each field on saving, in the user's language; the back end's model state lands on the same fields,
 * and its refusals (a unit number already used, 409) above the form, which keeps everything typed.
 */
export function UnitFormDialog({ kind, unit, onOpenChange }: UnitFormDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const unitName = useUnitName();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<EquipmentFormValues>(() => equipmentFormValues(unit));
  const [errors, setErrors] = useState<EquipmentProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  // Each request moves focus to the first field marked invalid, once React has drawn the marks.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => {
    setFocusRequest((n) => n + 1);
  };

  const change = <K extends keyof EquipmentFormValues>(key: K, value: EquipmentFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      // A type that cannot carry a reefer unit drops the tick rather than leaving a hidden one behind.
      if (key === 'type' && !canBeReefer(kind, next.type)) next.isReefer = false;
      return next;
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = equipmentInputFromForm(kind, values);
    const problems = problemTextsIn(t, equipmentProblemKeys(body));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    const saved = unit ? update.mutateAsync({ id: unit.id, body }) : create.mutateAsync(body);
    saved.then(
      (result) => {
        notices.success(t(unit ? 'equipment.updated' : 'equipment.created', { unit: unitName(result) }));
        onOpenChange(false);
      },
      (error: unknown) => {
        const modelState = fieldFailureTexts(t, error);
        const onFields: EquipmentProblems = {};
        for (const [key, messages] of Object.entries(modelState)) {
          if (isField(key) && messages[0]) onFields[key] = messages[0];
        }
        setErrors(onFields);
        if (Object.keys(onFields).length > 0) focusFirstInvalid();
        else setRefusal(failureText(t, error));
      },
    );
  };

  const text = (
    field: 'unitNumber' | 'lengthFeet' | 'plateNumber' | 'vin' | 'year' | 'make',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => {
        change(field, value);
      }}
      error={errors[field]}
      autoComplete="off"
      {...extra}
    />
  );

  const bounds = values.type === '' ? null : unitLengthBounds(kind, values.type);
  const reeferPossible = values.type !== '' && canBeReefer(kind, values.type);
  const reeferByType = isReeferByType(kind, values.type);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="large"
      title={
        unit
          ? t(`equipment.form.editTitle.${kind}`, { number: unit.unitNumber })
          : t(`equipment.form.createTitle.${kind}`)
      }
      description={t(`equipment.form.requiredHint.${kind}`)}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack space="lg">
          {refusal ? (
            <Banner tone="critical" title={t('equipment.form.refused')} description={refusal} />
          ) : null}
          <Columns space="md" collapseBelow="wide">
            <Column>
              {text('unitNumber', t('equipment.form.unitNumber'), {
                required: true,
                description: t('equipment.form.unitNumberHint'),
              })}
            </Column>
            <Column>
              <Select
                label={t('equipment.form.type')}
                required
                placeholder={t('equipment.form.chooseType')}
                options={unitTypeOptions(kind).map((o) => ({ value: o.value, label: t(o.messageKey) }))}
                value={values.type}
                onChange={(value) => {
                  change('type', value);
                }}
                error={errors.type}
              />
            </Column>
            <Column>
              {text('lengthFeet', t('equipment.form.length'), {
                inputMode: 'numeric',
                required: bounds?.required === true,
                ...(bounds
                  ? {
                      description: t(`equipment.form.lengthHint.${kind}`, {
                        min: bounds.min,
                        max: bounds.max,
                      }),
                    }
                  : {}),
              })}
            </Column>
          </Columns>
          {reeferPossible || errors.isReefer ? (
            <Checkbox
              label={t('equipment.form.reefer')}
              description={reeferByType ? t('equipment.form.reeferAlways') : undefined}
              checked={reeferByType || values.isReefer}
              disabled={reeferByType}
              onChange={(on) => {
                change('isReefer', on);
              }}
              error={errors.isReefer}
            />
          ) : null}
          <Columns space="md" collapseBelow="wide">
            <Column>{text('plateNumber', t('equipment.form.plateNumber'), { required: true })}</Column>
            <Column>
              <Select
                label={t('equipment.form.plateRegion')}
                required
                placeholder={t('equipment.form.chooseRegion')}
                options={plateRegions.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }))}
                value={values.plateRegion}
                onChange={(value) => {
                  change('plateRegion', value);
                }}
                error={errors.plateRegion}
              />
            </Column>
          </Columns>
          {text('vin', t('equipment.form.vin'), {
            required: kind === 'PowerUnit',
            description: t('equipment.form.vinHint'),
          })}
          <Columns space="md" collapseBelow="wide">
            <Column>{text('year', t('equipment.form.year'), { inputMode: 'numeric' })}</Column>
            <Column>{text('make', t('equipment.form.make'))}</Column>
            <Column>
              <Select
                label={t('equipment.form.status')}
                options={editableUnitStatuses.map((s) => ({
                  value: s,
                  label: t(equipmentUnitStatuses.messageKey(s) ?? 'errors.unknown'),
                }))}
                value={values.status}
                onChange={(value) => {
                  change('status', value);
                }}
                error={errors.status}
              />
            </Column>
          </Columns>
          <Inline space="sm" align="right">
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
              }}
            >
              {t('equipment.form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {unit ? t('equipment.form.save') : t('equipment.form.create')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
