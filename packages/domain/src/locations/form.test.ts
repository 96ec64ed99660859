import { describe, expect, it } from 'vitest';
import {
  dockScheduleFormValues,
  dockScheduleInputFromForm,
  dockScheduleProblemKeys,
  locationFormFieldOf,
  locationFormValues,
  locationInputFromForm,
  locationProblemKeys,
  type LocationInput,
} from './index.ts';

describe('the location form', () => {
  it('starts as a US Warehouse with every flag off (spec 2 §5)', () => {
    expect(locationFormValues()).toMatchObject({
      locationType: 'Warehouse',
      country: 'US',
      isPrimaryLocation: false,
      dockLength: '',
    });
  });

  it('round-trips a location: phones by kind, EDI codes, dock length', () => {
    const location: LocationInput = {
      ...locationInputFromForm(locationFormValues()),
      name: 'Dock',
      addressLine1: '1 Main',
      addressLine2: null,
      city: 'Chicago',
      province: 'IL',
      postalCode: '60607',
      phoneNumbers: [
        { number: '+1 312 555 0100', type: 'FaxNumber' },
        { number: '+1 312 555 0101', type: 'OfficeNumber' },
      ],
      ediCodes: ['A1', 'B2'],
      email: null,
      dockLength: 40,
      directions: null,
    };
    const values = locationFormValues(location);
    expect(values).toMatchObject({
      officePhone: '+1 312 555 0101',
      faxPhone: '+1 312 555 0100',
      mobilePhone: '',
    });
    expect(values.ediCodes).toBe('A1, B2');
    expect(values.dockLength).toBe('40');
    const input = locationInputFromForm(values);
    expect(input.phoneNumbers.map((p) => p.type)).toEqual(['OfficeNumber', 'FaxNumber']);
    expect(input.ediCodes).toEqual(['A1', 'B2']);
    expect(input.dockLength).toBe(40);
    expect(locationProblemKeys(input)).toEqual({});
  });

  it('keeps a dock length that is not a number as NaN, so the rule names it', () => {
    const input = locationInputFromForm({ ...locationFormValues(), dockLength: '12 ft' });
    expect(input.dockLength).toBeNaN();
    expect(locationProblemKeys(input).dockLength?.key).toBe('answer.locations.dockLength');
  });

  it('maps a problem path to its form field', () => {
    const input = locationInputFromForm({ ...locationFormValues(), mobilePhone: '1', faxPhone: '2' });
    expect(locationFormFieldOf('phoneNumbers.0.number', input)).toBe('mobilePhone');
    expect(locationFormFieldOf('phoneNumbers.1.number', input)).toBe('faxPhone');
    expect(locationFormFieldOf('phoneNumbers.5.number', input)).toBe('officePhone');
    expect(locationFormFieldOf('phoneNumbers', input)).toBe('officePhone');
    expect(locationFormFieldOf('ediCodes.3', input)).toBe('ediCodes');
    expect(locationFormFieldOf('postalCode', input)).toBe('postalCode');
    expect(locationFormFieldOf('body', input)).toBeUndefined();
  });
});

describe('the dock schedule form', () => {
  it('starts with spec 2 §5 defaults and sends them back', () => {
    const values = dockScheduleFormValues();
    expect(values.days.map((d) => d.state)).toEqual(Array(7).fill('hours'));
    expect(values.equipmentModes).toEqual(['0', '1', '2', '3']);
    const input = dockScheduleInputFromForm({ ...values, name: 'Dock' });
    expect(dockScheduleProblemKeys(input)).toEqual({});
    expect(input.dockHours[0]).toEqual({
      dayOfWeek: 0,
      isClosed: false,
      isTwentyFourHour: false,
      startTime: '00:00',
      endTime: '23:59',
    });
  });

  it('sends a closed Sunday and a 24-hour Saturday without times, and reads them back', () => {
    const values = dockScheduleFormValues();
    values.days[0] = { ...values.days[0]!, state: 'closed' };
    values.days[6] = { ...values.days[6]!, state: 'twentyFourHours' };
    const input = dockScheduleInputFromForm({ ...values, name: 'Dock' });
    expect(input.dockHours[0]).toMatchObject({ isClosed: true, startTime: null });
    expect(input.dockHours[6]).toMatchObject({ isTwentyFourHour: true, endTime: null });
    const again = dockScheduleFormValues({ ...input, dockHours: input.dockHours.slice(0, 6) });
    expect(again.days[0]).toMatchObject({ state: 'closed', startTime: '00:00' });
    // A day the schedule lacks starts open with the default times.
    expect(again.days[6]).toMatchObject({ state: 'hours', endTime: '23:59' });
  });
});
