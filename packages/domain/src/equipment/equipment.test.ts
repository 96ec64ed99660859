import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EquipmentType } from '../enums/freight.ts';
import { allEnums } from '../enums/all.ts';
import { answer } from '../messages/answers.ts';
import {
  canAssignUnit,
  canBeReefer,
  duplicateUnitNumberMessage,
  EquipmentKind,
  equipmentFormValues,
  equipmentInputFromForm,
  equipmentKindNoun,
  equipmentMaskOfUnits,
  equipmentPageSize,
  equipmentProblems,
  EquipmentUnitStatus,
  isNorthAmericanVin,
  isPlateNumber,
  isPlateRegion,
  normaliseVin,
  powerUnitTypeOptions,
  retiredUnitAssignMessage,
  retiredUnitChangeMessage,
  trailerTypeOptions,
  unitLengthBounds,
  unitTypeLabel,
  unitTypeOptions,
  vinCheckDigit,
  vinProblem,
  vinProblemKey,
  equipmentProblemKeys,
  type EquipmentInput,
} from './equipment.ts';

const today = new Date('2026-11-26T12:00:00Z');

/** A 53-ft dry van trailer of Swiftline, valid as it stands. */
const trailer: EquipmentInput = {
  kind: EquipmentKind.Trailer,
  unitNumber: '5301',
  type: 'Van',
  lengthFeet: 53,
  isReefer: false,
  plateNumber: 'P 123456',
  plateRegion: 'IL',
  vin: '1JJV532D7KL123456',
  year: 2019,
  make: 'Wabash',
  status: EquipmentUnitStatus.Active,
};

/** A tractor, valid as it stands (no length, VIN required). */
const tractor: EquipmentInput = {
  kind: EquipmentKind.PowerUnit,
  unitNumber: '101',
  type: 'Tractor',
  lengthFeet: null,
  isReefer: false,
  plateNumber: 'AB 12345',
  plateRegion: 'ON',
  vin: '1FUJGLDR3CLBP8834',
  year: 2022,
  make: 'Freightliner',
  status: EquipmentUnitStatus.Active,
};

describe('equipment types of a unit (spec 1 §3 "Equipment types by bit flag")', () => {
  it('trailers take every flag but the three trucks; power units are a tractor and the truck flags', () => {
    expect(trailerTypeOptions.map((o) => o.value)).toEqual([
      'Van',
      'FlatBed',
      'Reefer',
      'Conestoga',
      'Tanker',
      'DryBulk',
      'Container',
      'PupTrailer',
      'CurtainSide',
      'RemovableGooseNeck',
      'LowBoy',
      'StepDeck',
      'Pneumatic',
      'EndPump',
      'WalkingFloor',
      'HopperBottom',
      'BeltTrailer',
    ]);
    expect(powerUnitTypeOptions.map((o) => [o.value, o.flag])).toEqual([
      ['Tractor', null],
      ['StraightTruck', 256],
      ['Sprinter', 512],
      ['DumpTruck', 131072],
    ]);
    expect(unitTypeOptions(EquipmentKind.Trailer)).toBe(trailerTypeOptions);
    expect(unitTypeLabel(EquipmentKind.Trailer, 'FlatBed')).toBe('Flat Bed');
    expect(unitTypeLabel(EquipmentKind.PowerUnit, 'StraightTruck')).toBe('Straight Truck');
    expect(unitTypeLabel(EquipmentKind.PowerUnit, 'Van')).toBe('Van');
  });

  it('the enumerations are in the catalogs', () => {
    const names = allEnums.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['equipmentKind', 'equipmentUnitStatus', 'powerUnitType']));
  });

  it('a fleet offers the flags of its active units, reefers adding Reefer', () => {
    const units = [
      { kind: EquipmentKind.Trailer, type: 'Van', isReefer: false, status: 'Active' },
      { kind: EquipmentKind.Trailer, type: 'Container', isReefer: true, status: 'Active' },
      { kind: EquipmentKind.Trailer, type: 'FlatBed', isReefer: false, status: 'Retired' },
      { kind: EquipmentKind.PowerUnit, type: 'Tractor', isReefer: false, status: 'Active' },
      { kind: EquipmentKind.PowerUnit, type: 'Sprinter', isReefer: false, status: 'OutOfService' },
    ];
    expect(equipmentMaskOfUnits(units)).toBe(
      EquipmentType.Van | EquipmentType.Container | EquipmentType.Reefer,
    );
    expect(equipmentMaskOfUnits([])).toBe(0);
  });

  it('lists 50 a page (spec 1 §9)', () => {
    expect(equipmentPageSize).toBe(50);
  });
});

describe('VIN (49 CFR 565: 17 characters, check digit in the 9th place in North America)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1FUJGLDR3CLBP8834', '3'],
    ['1JJV532D7KL123456', '7'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(vinProblem(vin)).toBeNull();
  });

  it.each([
    [
      '1M8GDM9A1KP042788',
      'This VIN does not add up (its 9th character is a check digit); look for a mistyped character.',
    ],
    ['1M8GDM9AXKP04278', 'A VIN has 17 characters; this one has 16.'],
    ['1M8GDM9AXKP0427O8', 'A VIN never holds the letters I, O or Q; check for a 1 or a 0.'],
    ['1M8GDM9AXKP04278!', 'A VIN holds only letters and digits.'],
  ])('%s is refused', (vin, message) => {
    expect(vinProblem(vin)).toBe(message);
  });

  it('a VIN from outside North America has no check digit; spaces and case are forgiven', () => {
    expect(isNorthAmericanVin('WDB9634031L123456')).toBe(false);
    expect(vinProblem('WDB9634031L123456')).toBeNull();
    expect(normaliseVin(' 1m8gdm9axkp-042788 ')).toBe('1M8GDM9AXKP042788');
    expect(vinProblem('1m8g dm9a xkp0 42788')).toBeNull();
    expect(vinCheckDigit('SHORT')).toBeUndefined();
  });

  it('a single mistyped character of a North American VIN is caught unless it reads as the same value', () => {
    // The transliteration table of 49 CFR 565.15, written out here as the oracle.
    const value = (c: string): number =>
      /\d/.test(c)
        ? Number(c)
        : 'ABCDEFGH'.indexOf(c) + 1 ||
          'JKLMN'.indexOf(c) + 1 ||
          { P: 7, R: 9 }[c] ||
          'STUVWXYZ'.indexOf(c) + 2;
    const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
    const valid = '1M8GDM9AXKP042788';
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }).filter((i) => i !== 8),
        fc.constantFrom(...alphabet),
        (position, character) => {
          const changed = valid.slice(0, position) + character + valid.slice(position + 1);
          const same = value(character) === value(valid.charAt(position));
          expect(vinProblem(changed) === null).toBe(same);
        },
      ),
    );
  });
});

describe('plates, loosely', () => {
  it.each([
    ['P 123456', true],
    ['ABC-1234', true],
    ['7ABC123', true],
    ['A', true],
    ['ABCDEFGHJ', false],
    ['AB--12', false],
    ['AB_12', false],
    ['', false],
  ])('%s → %s', (plate, ok) => {
    expect(isPlateNumber(plate)).toBe(ok);
  });

  it('a state, territory or province issues plates; an armed-forces area does not', () => {
    expect(isPlateRegion('il')).toBe(true);
    expect(isPlateRegion('QC')).toBe(true);
    expect(isPlateRegion('PR')).toBe(true);
    expect(isPlateRegion('AE')).toBe(false);
    expect(isPlateRegion('ZZ')).toBe(false);
  });
});

describe('equipmentProblemKeys', () => {
  it('gives each problem its key, a type by its label key and years as text', () => {
    expect(
      equipmentProblemKeys(
        { ...trailer, type: 'FlatBed', lengthFeet: 60, isReefer: true, year: 1970 },
        today,
      ),
    ).toEqual({
      lengthFeet: answer(
        'answer.equipment.lengthRange',
        { type: 'flat bed', min: 20, max: 57 },
        { type: 'enum.equipmentType.FlatBed' },
      ),
      isReefer: answer(
        'answer.equipment.reeferNot',
        { type: 'flat bed' },
        { type: 'enum.equipmentType.FlatBed' },
      ),
      year: answer('answer.equipment.yearRange', {
        first: '1981',
        latest: String(today.getUTCFullYear() + 1),
      }),
    });
    expect(equipmentProblemKeys({ ...tractor, type: '' }, today).type).toEqual(
      answer('answer.equipment.typeRequired', { kind: EquipmentKind.PowerUnit }),
    );
    expect(vinProblemKey('1M8GDM9AXKP04278')).toEqual(answer('answer.equipment.vinLength', { length: 16 }));
    expect(vinProblemKey('1M8GDM9AXKP042788')).toBeNull();
  });
});

describe('equipmentProblems', () => {
  it('a valid trailer and a valid tractor have none', () => {
    expect(equipmentProblems(trailer, today)).toEqual({});
    expect(equipmentProblems(tractor, today)).toEqual({});
    expect(equipmentProblems({ ...trailer, vin: null, year: null, make: null }, today)).toEqual({});
  });

  it.each<[string, Partial<EquipmentInput>, Record<string, string>]>([
    ['no unit number', { unitNumber: '  ' }, { unitNumber: 'Enter the unit number.' }],
    [
      'a long unit number',
      { unitNumber: 'TR-1234567890' },
      { unitNumber: 'Keep the unit number to 12 characters.' },
    ],
    [
      'odd characters',
      { unitNumber: 'TR 53/01' },
      { unitNumber: 'Use letters, digits and hyphens, like 5301 or TR-5301.' },
    ],
    [
      'a trailing hyphen',
      { unitNumber: 'TR-' },
      { unitNumber: 'Use letters, digits and hyphens, like 5301 or TR-5301.' },
    ],
    ['no type', { type: '' }, { type: 'Choose the trailer type.' }],
    ['a power unit type', { type: 'Tractor' }, { type: 'Choose a trailer type from the list.' }],
    ['no length', { lengthFeet: null }, { lengthFeet: "Enter the trailer's length in feet." }],
    ['too long', { lengthFeet: 60 }, { lengthFeet: 'A van is 20 to 57 ft long.' }],
    ['too short', { lengthFeet: 12 }, { lengthFeet: 'A van is 20 to 57 ft long.' }],
    [
      'a long pup',
      { type: 'PupTrailer', lengthFeet: 48 },
      { lengthFeet: 'A pup trailer is 20 to 33 ft long.' },
    ],
    ['half a foot', { lengthFeet: 52.5 }, { lengthFeet: 'Enter the length in whole feet.' }],
    ['not a number', { lengthFeet: Number.NaN }, { lengthFeet: 'Enter the length in whole feet.' }],
    [
      'a reefer flat bed',
      { type: 'FlatBed', isReefer: true },
      { isReefer: 'A flat bed cannot have a reefer unit.' },
    ],
    ['a reefer van', { isReefer: true }, { isReefer: 'A van cannot have a reefer unit.' }],
    [
      'a Reefer without reefer',
      { type: 'Reefer' },
      { isReefer: 'A reefer trailer has a reefer unit; keep Reefer on.' },
    ],
    ['no plate', { plateNumber: '' }, { plateNumber: 'Enter the license plate.' }],
    [
      'a long plate',
      { plateNumber: 'ABCDE12345' },
      {
        plateNumber: 'Enter the plate as on the unit: up to 8 letters and digits, spaces or hyphens between.',
      },
    ],
    [
      'no region',
      { plateRegion: '' },
      { plateRegion: 'Choose the state or province that issued the plate.' },
    ],
    [
      'an armed-forces area',
      { plateRegion: 'AP' },
      { plateRegion: 'Choose a US state or territory or a Canadian province.' },
    ],
    [
      'a bad VIN',
      { vin: '1M8GDM9A1KP042788' },
      {
        vin: 'This VIN does not add up (its 9th character is a check digit); look for a mistyped character.',
      },
    ],
    ['an old year', { year: 1975 }, { year: 'Enter a model year from 1981 to 2027.' }],
    ['a future year', { year: 2028 }, { year: 'Enter a model year from 1981 to 2027.' }],
    ['a long make', { make: 'x'.repeat(41) }, { make: 'Keep the make to 40 characters.' }],
    [
      'saved as retired',
      { status: 'Retired' },
      { status: 'Retire a unit with Retire; it cannot be saved as retired.' },
    ],
    ['an unknown status', { status: 'Sold' }, { status: 'Choose Active or Out of service.' }],
  ])('trailer with %s', (_name, change, expected) => {
    expect(equipmentProblems({ ...trailer, ...change }, today)).toEqual(expected);
  });

  it.each<[string, Partial<EquipmentInput>, Record<string, string>]>([
    ['no VIN', { vin: null }, { vin: 'Enter the VIN; a power unit is registered by it.' }],
    ['a blank VIN', { vin: '   ' }, { vin: 'Enter the VIN; a power unit is registered by it.' }],
    [
      'a tractor length',
      { lengthFeet: 22 },
      { lengthFeet: "A tractor's length is not recorded; leave it empty." },
    ],
    ['a reefer tractor', { isReefer: true }, { isReefer: 'A tractor cannot have a reefer unit.' }],
    ['no type', { type: '' }, { type: 'Choose the power unit type.' }],
    ['a trailer type', { type: 'Van' }, { type: 'Choose a power unit type from the list.' }],
    ['a reefer box truck', { type: 'StraightTruck', isReefer: true, lengthFeet: 26 }, {}],
    ['a box truck without length', { type: 'StraightTruck', lengthFeet: null }, {}],
    [
      'a long box',
      { type: 'StraightTruck', lengthFeet: 40 },
      { lengthFeet: 'A straight truck is 10 to 30 ft long.' },
    ],
    [
      'a long sprinter',
      { type: 'Sprinter', lengthFeet: 22 },
      { lengthFeet: 'A sprinter is 8 to 20 ft long.' },
    ],
    [
      'a short dump body',
      { type: 'DumpTruck', lengthFeet: 8 },
      { lengthFeet: 'A dump truck is 10 to 24 ft long.' },
    ],
  ])('power unit with %s', (_name, change, expected) => {
    expect(equipmentProblems({ ...tractor, ...change }, today)).toEqual(expected);
  });

  it('an unknown kind has no type to choose from', () => {
    expect(equipmentProblems({ ...trailer, kind: 'Boat' as EquipmentKind }, today)).toEqual({
      type: 'Choose a trailer type from the list.',
    });
  });

  it('reefer is possible on the reefer-capable types only', () => {
    expect(canBeReefer(EquipmentKind.Trailer, 'Container')).toBe(true);
    expect(canBeReefer(EquipmentKind.Trailer, 'Tanker')).toBe(false);
    expect(canBeReefer(EquipmentKind.PowerUnit, 'Sprinter')).toBe(true);
    expect(unitLengthBounds(EquipmentKind.PowerUnit, 'Tractor')).toBeNull();
  });

  it('uses the current year when none is given', () => {
    expect(equipmentProblems({ ...trailer, year: new Date().getUTCFullYear() })).toEqual({});
  });
});

describe('messages of refusals', () => {
  it('say which unit and why', () => {
    expect(duplicateUnitNumberMessage('tr-5301', { kind: EquipmentKind.Trailer, status: 'Active' })).toBe(
      'Unit number TR-5301 is already used by one of your trailers. Give this unit another number.',
    );
    expect(duplicateUnitNumberMessage('101', { kind: EquipmentKind.PowerUnit, status: 'Retired' })).toBe(
      'Unit number 101 is already used by one of your retired power units. Give this unit another number.',
    );
    expect(retiredUnitChangeMessage(EquipmentKind.Trailer, '5301')).toBe(
      'Trailer 5301 is retired and can no longer be changed.',
    );
    expect(retiredUnitAssignMessage(EquipmentKind.PowerUnit, '101')).toBe(
      'Power unit 101 is retired and cannot be assigned to a load.',
    );
    expect(equipmentKindNoun(EquipmentKind.PowerUnit)).toBe('power unit');
    expect(canAssignUnit({ status: 'Retired' })).toBe(false);
    expect(canAssignUnit({ status: 'OutOfService' })).toBe(true);
  });
});

describe('the form', () => {
  it('starts empty and active, or from a saved unit', () => {
    expect(equipmentFormValues()).toEqual({
      unitNumber: '',
      type: '',
      lengthFeet: '',
      isReefer: false,
      plateNumber: '',
      plateRegion: '',
      vin: '',
      year: '',
      make: '',
      status: 'Active',
    });
    expect(equipmentFormValues(tractor)).toMatchObject({ lengthFeet: '', year: '2022', vin: tractor.vin });
    expect(equipmentFormValues({ ...tractor, vin: null, year: null, make: null })).toMatchObject({
      vin: '',
      year: '',
      make: '',
    });
  });

  it('sends trimmed capitals, absent optional texts, a Reefer trailer as a reefer, and numbers as numbers', () => {
    const body = equipmentInputFromForm(EquipmentKind.Trailer, {
      unitNumber: ' r-88 ',
      type: 'Reefer',
      lengthFeet: ' 53 ',
      isReefer: false,
      plateNumber: ' p  123456 ',
      plateRegion: 'il ',
      vin: ' 1jjv532d7kl123456 ',
      year: '',
      make: '  ',
      status: 'Active',
    });
    expect(body).toEqual({
      kind: 'Trailer',
      unitNumber: 'R-88',
      type: 'Reefer',
      lengthFeet: 53,
      isReefer: true,
      plateNumber: 'P 123456',
      plateRegion: 'IL',
      vin: '1JJV532D7KL123456',
      year: null,
      make: null,
      status: 'Active',
    });
    const typo = equipmentInputFromForm(EquipmentKind.Trailer, {
      ...equipmentFormValues(),
      lengthFeet: '5x',
      vin: ' ',
    });
    expect(typo.lengthFeet).toBeNaN();
    expect(typo.vin).toBeNull();
  });
});
