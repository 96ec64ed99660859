import type { DockSchedule, Location } from '@freightkit/api';
import { useSaveDockSchedule } from '@freightkit/api/react';
import {
  dockScheduleFormValues,
  dockScheduleInputFromForm,
  dockScheduleProblemKeys,
  equipmentModes,
  locationNotificationMs,
  shippingModes,
  stopTypes,
  type DockDayFormValues,
  type DockDayState,
  type DockScheduleFormValues,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Checkbox,
  Column,
  Columns,
  DataTable,
  Dialog,
  Inline,
  MultiSelect,
  RadioGroup,
  Stack,
  TextField,
  useI18n,
  VisuallyHidden,
} from '@freightkit/ui';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { dayName } from './dockText.ts';
import * as styles from './locations.css.ts';

const dayStates: readonly DockDayState[] = ['hours', 'twentyFourHours', 'closed'];

/** Props of {@link DockScheduleDialog}. */
export interface DockScheduleDialogProps {
  /** The location the schedule belongs to. */
  readonly location: Location;
  /** The schedule being edited; absent when adding one. */
  readonly schedule?: DockSchedule;
  /** Called with `false` when the dialog closes (Cancel, Escape, ×, or once saved). */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A dock schedule's editor (ADR 051): its name, whether an appointment is needed, its equipment and
 * shipping modes and stop types (spec 2 §5's defaults to start), and a table of the seven days, Sunday
 * first: each row is a day (its row header), a radio group Open hours / 24 hours / Closed (arrow keys
 * choose), and the opening and closing times an open day needs. Domain's `dockScheduleProblemKeys`
 * names what is wrong next to each field; saved, it notifies for 4000 ms (spec 2 §9).
 */
export function DockScheduleDialog({ location, schedule, onOpenChange }: DockScheduleDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const save = useSaveDockSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [values, setValues] = useState<DockScheduleFormValues>(() => dockScheduleFormValues(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = <K extends keyof DockScheduleFormValues>(key: K, value: DockScheduleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };
  const changeDay = (dayOfWeek: number, day: Partial<DockDayFormValues>) => {
    setValues((v) => ({ ...v, days: v.days.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...day } : d)) }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = dockScheduleInputFromForm(values);
    const body = {
      ...input,
      equipmentModes: [...input.equipmentModes],
      shippingModes: [...input.shippingModes],
      stopTypes: [...input.stopTypes],
      dockHours: [...input.dockHours],
    };
    const problems: Record<string, string> = problemTextsIn(t, dockScheduleProblemKeys(input));
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutateAsync({ locationNumber: location.locationNumber, scheduleId: schedule?.id, body }).then(
      () => {
        notices.success(t('locations.dock.saved', { name: body.name.trim() }), locationNotificationMs);
        onOpenChange(false);
      },
      (error: unknown) => {
        const fromServer = Object.fromEntries(
          Object.entries(fieldFailureTexts(t, error)).flatMap(([k, texts]) =>
            texts[0] ? [[k, texts[0]]] : [],
          ),
        );
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) setFocusRequest((n) => n + 1);
        // A refusal for no field the form shows (the schedule is gone, 404) says why above the form.
        if (Object.keys(fromServer).length === 0 || fromServer.body) setRefusal(failureText(t, error));
      },
    );
  };

  const multi = (
    field: 'equipmentModes' | 'shippingModes' | 'stopTypes',
    options: readonly { value: string; label: string }[],
  ) => (
    <MultiSelect
      label={t(`locations.dock.${field}`)}
      required
      options={options}
      value={values[field]}
      onChange={(chosen) => {
        change(field, chosen);
      }}
      error={errors[field]}
    />
  );

  const time = (day: DockDayFormValues, field: 'startTime' | 'endTime') => (
    <TextField
      className={styles.timeField}
      label={t(field === 'startTime' ? 'locations.dock.opensLabel' : 'locations.dock.closesLabel', {
        day: dayName(t, day.dayOfWeek),
      })}
      hideLabel
      required
      inputMode="numeric"
      placeholder={t('locations.dock.timePlaceholder')}
      value={day[field]}
      onChange={(value) => {
        changeDay(day.dayOfWeek, { [field]: value });
      }}
      error={errors[`dockHours.${day.dayOfWeek}.${field}`]}
      autoComplete="off"
    />
  );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="large"
      title={
        schedule ? t('locations.dock.editTitle', { name: schedule.name }) : t('locations.dock.createTitle')
      }
      description={t('locations.dock.description', { zone: location.ianaTimezone })}
      // In the dialog's footer, so Save stays in view while the seven days scroll (the button submits
      // the form by its id from outside it).
      footer={
        <Inline space="sm" align="right">
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('locations.dock.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {t('locations.dock.save')}
          </Button>
        </Inline>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <Stack space="lg">
          {refusal ? (
            <Banner tone="critical" title={t('locations.dock.refused')} description={refusal} />
          ) : null}
          <Columns space="md" collapseBelow="wide">
            <Column>
              <TextField
                label={t('locations.dock.name')}
                required
                value={values.name}
                onChange={(value) => {
                  change('name', value);
                }}
                error={errors.name}
                autoComplete="off"
              />
            </Column>
            <Column>
              <Checkbox
                label={t('locations.dock.appointment')}
                checked={values.isAppointmentRequired}
                onChange={(on) => {
                  change('isAppointmentRequired', on);
                }}
              />
            </Column>
          </Columns>
          <Columns space="md" collapseBelow="wide">
            <Column>
              {multi(
                'equipmentModes',
                equipmentModes.entries.map((e) => ({ value: String(e.value), label: t(e.messageKey) })),
              )}
            </Column>
            <Column>
              {multi(
                'shippingModes',
                shippingModes.entries.map((e) => ({ value: String(e.value), label: t(e.messageKey) })),
              )}
            </Column>
            <Column>
              {multi(
                'stopTypes',
                stopTypes.entries.map((e) => ({ value: e.value, label: t(e.messageKey) })),
              )}
            </Column>
          </Columns>
          {errors.dockHours ? <Banner tone="critical" title={errors.dockHours} /> : null}
          <DataTable<DockDayFormValues>
            caption={t('locations.dock.hoursCaption')}
            columns={[
              {
                id: 'day',
                header: t('locations.docks.day'),
                rowHeader: true,
                cell: (day) => dayName(t, day.dayOfWeek),
              },
              {
                id: 'open',
                header: t('locations.dock.open'),
                cell: (day) => (
                  <RadioGroup
                    label={
                      <VisuallyHidden>
                        {t('locations.dock.openLabel', { day: dayName(t, day.dayOfWeek) })}
                      </VisuallyHidden>
                    }
                    orientation="horizontal"
                    options={dayStates.map((state) => ({
                      value: state,
                      label: t(`locations.hours.${state}`),
                    }))}
                    value={day.state}
                    onChange={(state) => {
                      changeDay(day.dayOfWeek, { state: state as DockDayState });
                    }}
                    error={errors[`dockHours.${day.dayOfWeek}.isClosed`]}
                  />
                ),
              },
              {
                id: 'opens',
                header: t('locations.dock.opens'),
                cell: (day) => (day.state === 'hours' ? time(day, 'startTime') : null),
              },
              {
                id: 'closes',
                header: t('locations.dock.closes'),
                cell: (day) => (day.state === 'hours' ? time(day, 'endTime') : null),
              },
            ]}
            rows={values.days}
            getRowKey={(day) => day.dayOfWeek}
            emptyText={t('locations.docks.empty')}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
