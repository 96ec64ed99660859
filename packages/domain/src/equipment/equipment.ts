import { listPageSize } from '../constants/limits.ts';
import {
  answer,
  answerText,
  problemTexts,
  type AnswerMessage,
  type FieldProblems,
} from '../messages/answers.ts';
import { describeEnum, type EnumValue } from '../enums/describeEnum.ts';
import { EquipmentType, equipmentTypes } from '../enums/freight.ts';
import { findRegion } from '../regions/regions.ts';

/**
 * The carrier's own equipment: trailers and power units (spec 1 §2 `/equipment`, `/equipment/trailers`,
 * `/equipment/power-units`). The spec names the pages and the equipment types by bit flag (spec 1 §3)
 * but not the record; the shape and the rules below are FreightKit's reading of what a TMS holds of a
 * fleet unit (ADR 038). They are asked by the portal's form and, through the contract's body schema,
 * by the back end.
 */

/** Kinds of fleet unit: a trailer, or a power unit (what pulls or carries: tractor, straight truck). */
export const EquipmentKind = { Trailer: 'Trailer', PowerUnit: 'PowerUnit' } as const;
/** A kind of fleet unit. */
export type EquipmentKind = EnumValue<typeof EquipmentKind>;
/** Labels and lookups of {@link EquipmentKind}. */
export const equipmentKinds = describeEnum('equipmentKind', EquipmentKind, {
  Trailer: 'Trailer',
  PowerUnit: 'Power unit',
});

/**
 * Where a unit stands: in service, out of service (in the shop, waiting for a part: still the
 * carrier's, not dispatchable), or retired (sold or scrapped: kept for its history, never assigned).
 */
export const EquipmentUnitStatus = {
  Active: 'Active',
  OutOfService: 'OutOfService',
  Retired: 'Retired',
} as const;
/** A unit's status. */
export type EquipmentUnitStatus = EnumValue<typeof EquipmentUnitStatus>;
/** Labels and lookups of {@link EquipmentUnitStatus}. */
export const equipmentUnitStatuses = describeEnum('equipmentUnitStatus', EquipmentUnitStatus, {
  Active: 'Active',
  OutOfService: 'Out of service',
  Retired: 'Retired',
});

/** The statuses a unit is saved with; Retired is reached only by retiring it. */
export const editableUnitStatuses: readonly EquipmentUnitStatus[] = [
  EquipmentUnitStatus.Active,
  EquipmentUnitStatus.OutOfService,
];

/**
 * Power unit types. Three of them are equipment types of the spec's bit flags (Straight Truck,
 * Sprinter, Dump Truck: they carry the freight themselves); a tractor only pulls a trailer, so it
 * has no flag of its own (a load asking for "power only" wants one).
 */
export const PowerUnitType = {
  Tractor: 'Tractor',
  StraightTruck: 'StraightTruck',
  Sprinter: 'Sprinter',
  DumpTruck: 'DumpTruck',
} as const;
/** A power unit type. */
export type PowerUnitType = EnumValue<typeof PowerUnitType>;
/** Labels and lookups of {@link PowerUnitType}. */
export const powerUnitTypes = describeEnum('powerUnitType', PowerUnitType, {
  Tractor: 'Tractor',
  StraightTruck: 'Straight Truck',
  Sprinter: 'Sprinter',
  DumpTruck: 'Dump Truck',
});

/** The equipment-type flags that are trucks, not trailers (their own power unit types). */
const truckFlags: readonly number[] = [
  EquipmentType.StraightTruck,
  EquipmentType.Sprinter,
  EquipmentType.DumpTruck,
];

/** One type a unit can have: its wire value (the key of the spec's flag, or a power unit type), label and flag. */
export interface UnitTypeOption {
  /** Wire value: `Van`, `FlatBed`, … for trailers; `Tractor`, `StraightTruck`, … for power units. */
  readonly value: string;
  /** English label, as the spec writes the flag. */
  readonly label: string;
  /** Catalog key of the label. */
  readonly messageKey: `enum.${string}`;
  /** The spec's equipment-type bit flag this unit offers a load, or null (a tractor). */
  readonly flag: EquipmentType | null;
}

/** Trailer types: every equipment-type flag of the spec that is not a truck, in bit order. */
export const trailerTypeOptions: readonly UnitTypeOption[] = equipmentTypes.entries
  .filter((e) => !truckFlags.includes(e.value))
  .map((e) => ({ value: e.key, label: e.label, messageKey: e.messageKey, flag: e.value }));

/** Power unit types, with the flag each truck type offers. */
export const powerUnitTypeOptions: readonly UnitTypeOption[] = powerUnitTypes.entries.map((e) => ({
  value: e.value,
  label: e.label,
  messageKey: e.messageKey,
  flag: e.value === PowerUnitType.Tractor ? null : EquipmentType[e.value],
}));

/** The types a unit of a kind can have. */
export function unitTypeOptions(kind: EquipmentKind): readonly UnitTypeOption[] {
  return kind === EquipmentKind.Trailer ? trailerTypeOptions : powerUnitTypeOptions;
}

/** The type option of a unit's type, or undefined when the kind has no such type. */
export function unitTypeOption(kind: EquipmentKind, type: string): UnitTypeOption | undefined {
  return unitTypeOptions(kind).find((o) => o.value === type);
}

/** The English label of a unit's type (the value itself when unknown, so nothing shows blank). */
export function unitTypeLabel(kind: EquipmentKind, type: string): string {
  return unitTypeOption(kind, type)?.label ?? type;
}

/**
 * The equipment types a set of units offers, as the spec's bit-flag mask (what a load board search or
 * a truck posting asks for). Retired and out-of-service units offer nothing.
 */
export function equipmentMaskOfUnits(
  units: readonly {
    readonly kind: EquipmentKind;
    readonly type: string;
    readonly isReefer: boolean;
    readonly status: string;
  }[],
): number {
  let mask = 0;
  for (const unit of units) {
    if (unit.status !== EquipmentUnitStatus.Active) continue;
    mask |= unitTypeOption(unit.kind, unit.type)?.flag ?? 0;
    if (unit.isReefer) mask |= EquipmentType.Reefer;
  }
  return mask;
}

/** Length bounds of a unit type in feet (inclusive); `null` when the type's length is not recorded. */
export interface LengthBounds {
  readonly min: number;
  readonly max: number;
  /** Whether the length must be given. */
  readonly required: boolean;
}

/**
 * Length bounds by type, in feet. Trailers: 20 to 57 ft (the 20-ft chassis to the 57-ft trailers some
 * states allow; 53 ft is the common van); pups 20 to 33 ft (28-ft pups, 33-ft twins); a trailer's length
 * is required, as loads ask for it. Trucks record the cargo box: straight trucks 10 to 30 ft, sprinter
 * vans 8 to 20 ft, dump bodies 10 to 24 ft, optional. A tractor's length is not recorded.
 */
export function unitLengthBounds(kind: EquipmentKind, type: string): LengthBounds | null {
  if (kind === EquipmentKind.Trailer) {
    return type === 'PupTrailer'
      ? { min: 20, max: 33, required: true }
      : { min: 20, max: 57, required: true };
  }
  switch (type) {
    case PowerUnitType.StraightTruck:
      return { min: 10, max: 30, required: false };
    case PowerUnitType.Sprinter:
      return { min: 8, max: 20, required: false };
    case PowerUnitType.DumpTruck:
      return { min: 10, max: 24, required: false };
    default:
      return null;
  }
}

/**
 * The types that can carry a reefer (refrigeration) unit: the Reefer trailer (always one), containers
 * and pups (reefer containers and pups exist), and the box trucks (straight trucks and sprinters). A
 * flat bed, a tanker or a tractor cannot be a reefer.
 */
const reeferCapable: Readonly<Record<EquipmentKind, readonly string[]>> = {
  Trailer: ['Reefer', 'Container', 'PupTrailer'],
  PowerUnit: [PowerUnitType.StraightTruck, PowerUnitType.Sprinter],
};

/** Whether a unit of this kind and type can have a reefer unit. */
export function canBeReefer(kind: EquipmentKind, type: string): boolean {
  return reeferCapable[kind].includes(type);
}

/** Whether a unit of this kind and type is a reefer by its type (the Reefer trailer). */
export function isReeferByType(kind: EquipmentKind, type: string): boolean {
  return kind === EquipmentKind.Trailer && type === 'Reefer';
}

/** Longest unit number. */
export const unitNumberMaxLength = 12;
/** Longest make. */
export const unitMakeMaxLength = 40;
/** The first model year a 17-character VIN exists for (the standard is of 1981). */
export const firstVinModelYear = 1981;
/** Units listed per page (spec 1 §9 "Most lists page size 50"). */
export const equipmentPageSize = listPageSize;

const unitNumberPattern = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** A unit number as stored and compared: trimmed and in capitals (`tr-5301` and `TR-5301` are one unit). */
export function normaliseUnitNumber(text: string): string {
  return text.trim().toUpperCase();
}

/** A plate as stored: trimmed, capitals, single spaces. */
export function normalisePlate(text: string): string {
  return text.trim().toUpperCase().replace(/\s+/g, ' ');
}

/**
 * Whether a plate is written as plates are, loosely (formats differ by state and province and change
 * over time, so no per-state pattern): 1 to 8 letters and digits, with single spaces or hyphens between.
 */
export function isPlateNumber(text: string): boolean {
  const plate = normalisePlate(text);
  const characters = plate.replace(/[ -]/g, '').length;
  return /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/.test(plate) && characters >= 1 && characters <= 8;
}

/** Whether a region may issue a plate: a US state, territory (DC included) or Canadian province, not an armed-forces area. */
export function isPlateRegion(code: string): boolean {
  const region = findRegion(code);
  return region !== undefined && region.kind !== 'armedForces';
}

/** A VIN as stored: capitals, without spaces or hyphens people type in. */
export function normaliseVin(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** The transliteration of 49 CFR 565.15: digits as themselves, letters to 1–9 (I, O and Q never occur). */
const vinValues: Readonly<Record<string, number>> = {
  ...Object.fromEntries('0123456789'.split('').map((d): [string, number] => [d, Number(d)])),
  ...Object.fromEntries('ABCDEFGH'.split('').map((c, i): [string, number] => [c, i + 1])),
  ...Object.fromEntries('JKLMN'.split('').map((c, i): [string, number] => [c, i + 1])),
  P: 7,
  R: 9,
  ...Object.fromEntries('STUVWXYZ'.split('').map((c, i): [string, number] => [c, i + 2])),
};
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The check digit of a 17-character VIN (49 CFR 565.15): each character's value times its position's
 * weight, summed, modulo 11, with 10 written `X`. Undefined for a string that is not 17 VIN characters.
 */
export function vinCheckDigit(vin: string): string | undefined {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += (vinValues[vin.charAt(i)] ?? 0) * (vinWeights[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether a VIN was assigned in North America (its first character, the region of the world
 * manufacturer identifier, is 1 to 5: the US, Canada and Mexico), where the 9th character is a check
 * digit. Elsewhere (a European-built trailer) the 9th character is free.
 */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/**
 * What is wrong with a VIN, or null: 17 characters, letters and digits without I, O and Q (they read as
 * 1 and 0), and for a North American VIN the check digit in the 9th place.
 */
export function vinProblem(text: string): string | null {
  const problem = vinProblemKey(text);
  return problem === null ? null : answerText(problem);
}

/** {@link vinProblem} as its catalog key and parameters (ADR 048). */
export function vinProblemKey(text: string): AnswerMessage | null {
  const vin = normaliseVin(text);
  if (/[^A-Z0-9]/.test(vin)) return answer('answer.equipment.vinCharacters');
  if (/[IOQ]/.test(vin)) return answer('answer.equipment.vinLetters');
  if (vin.length !== 17) return answer('answer.equipment.vinLength', { length: vin.length });
  if (isNorthAmericanVin(vin) && vinCheckDigit(vin) !== vin.charAt(8))
    return answer('answer.equipment.vinCheckDigit');
  return null;
}

/** What a create or update of a unit carries. */
export interface EquipmentInput {
  readonly kind: EquipmentKind;
  /** The carrier's own number for the unit, painted on it (unique within the company). */
  readonly unitNumber: string;
  /** The unit's type: a trailer type (the key of the spec's flag) or a power unit type. */
  readonly type: string;
  /** Length in whole feet (a trailer's deck or box, a truck's cargo box); null when not recorded. */
  readonly lengthFeet: number | null;
  /** Whether the unit has a reefer (refrigeration) unit. */
  readonly isReefer: boolean;
  /** The license plate, as on the unit. */
  readonly plateNumber: string;
  /** The state or province that issued the plate (its postal abbreviation). */
  readonly plateRegion: string;
  /** Vehicle identification number; required for power units, optional for trailers. */
  readonly vin: string | null;
  /** Model year. */
  readonly year: number | null;
  /** Maker (Freightliner, Wabash, …). */
  readonly make: string | null;
  /** Active or out of service (a unit is retired by retiring it, not by saving). */
  readonly status: string;
}

/** The fields of a unit form, as the problems below name them (and the back end's model state). */
export type EquipmentField =
  | 'unitNumber'
  | 'type'
  | 'lengthFeet'
  | 'isReefer'
  | 'plateNumber'
  | 'plateRegion'
  | 'vin'
  | 'year'
  | 'make'
  | 'status';

/** Field → what is wrong with it; empty when the unit can be saved. */
export type EquipmentProblems = Partial<Record<EquipmentField, string>>;

/**
 * What is wrong with a unit, by field, in English (the back end's model state): {@link equipmentProblemKeys}
 * rendered.
 *
 * @example equipmentProblems({ ...trailer, lengthFeet: 60 }) // { lengthFeet: 'A trailer is 20 to 57 ft long.' }
 */
export function equipmentProblems(input: EquipmentInput, today: Date = new Date()): EquipmentProblems {
  return problemTexts(equipmentProblemKeys(input, today));
}

/**
 * What is wrong with a unit, by field, as catalog keys (ADR 048): a unit number of letters, digits and
 * hyphens; a type of its kind; a whole length within the type's bounds (required for trailers, not
 * recorded for tractors); reefer only where the type can be one (and always on a Reefer trailer); a
 * plate written as plates are and the state or province that issued it; a valid VIN (required for power
 * units; check digit for North American ones); a model year from 1981 to next year; a make of at most
 * 40 characters; and a status of Active or Out of service. A type's label travels as a label key, so a
 * sentence naming it reads in the reader's language.
 */
export function equipmentProblemKeys(
  input: EquipmentInput,
  today: Date = new Date(),
): FieldProblems<EquipmentField> {
  const problems: FieldProblems<EquipmentField> = {};
  const kindKnown = equipmentKinds.is(input.kind);
  const kind = { kind: input.kind };

  const unitNumber = normaliseUnitNumber(input.unitNumber);
  if (unitNumber === '') problems.unitNumber = answer('answer.equipment.unitNumberRequired');
  else if (unitNumber.length > unitNumberMaxLength)
    problems.unitNumber = answer('answer.equipment.unitNumberTooLong', { max: unitNumberMaxLength });
  else if (!unitNumberPattern.test(unitNumber))
    problems.unitNumber = answer('answer.equipment.unitNumberPattern');

  const option = kindKnown ? unitTypeOption(input.kind, input.type) : undefined;
  if (!option)
    problems.type =
      input.type.trim() === ''
        ? answer('answer.equipment.typeRequired', kind)
        : answer('answer.equipment.typeUnknown', kind);

  if (option) {
    const bounds = unitLengthBounds(input.kind, input.type);
    // The English sentence names the type in lower case ("A flat bed is…"); a reader's language gets
    // its own label through the label key.
    const type = { type: option.label.toLowerCase() };
    const typeLabel = { type: option.messageKey };
    if (bounds === null) {
      if (input.lengthFeet !== null)
        problems.lengthFeet = answer('answer.equipment.lengthNotRecorded', type, typeLabel);
    } else if (input.lengthFeet === null) {
      if (bounds.required) problems.lengthFeet = answer('answer.equipment.lengthRequired', kind);
    } else if (!Number.isInteger(input.lengthFeet)) {
      problems.lengthFeet = answer('answer.equipment.lengthWhole');
    } else if (input.lengthFeet < bounds.min || input.lengthFeet > bounds.max) {
      problems.lengthFeet = answer(
        'answer.equipment.lengthRange',
        { ...type, min: bounds.min, max: bounds.max },
        typeLabel,
      );
    }
    if (isReeferByType(input.kind, input.type) && !input.isReefer)
      problems.isReefer = answer('answer.equipment.reeferKeep');
    else if (input.isReefer && !canBeReefer(input.kind, input.type))
      problems.isReefer = answer('answer.equipment.reeferNot', type, typeLabel);
  }

  const plate = normalisePlate(input.plateNumber);
  if (plate === '') problems.plateNumber = answer('answer.equipment.plateRequired');
  else if (!isPlateNumber(plate)) problems.plateNumber = answer('answer.equipment.plateFormat');
  if (input.plateRegion.trim() === '') problems.plateRegion = answer('answer.equipment.plateRegionRequired');
  else if (!isPlateRegion(input.plateRegion))
    problems.plateRegion = answer('answer.equipment.plateRegionUnknown');

  const vin = input.vin === null ? '' : normaliseVin(input.vin);
  if (vin === '') {
    if (input.kind === EquipmentKind.PowerUnit) problems.vin = answer('answer.equipment.vinRequired');
  } else {
    const problem = vinProblemKey(vin);
    if (problem !== null) problems.vin = problem;
  }

  if (input.year !== null) {
    const latest = today.getUTCFullYear() + 1;
    // Years as text: a number parameter would be written with a thousands separator (1,981).
    if (!Number.isInteger(input.year) || input.year < firstVinModelYear || input.year > latest)
      problems.year = answer('answer.equipment.yearRange', {
        first: String(firstVinModelYear),
        latest: String(latest),
      });
  }
  if ((input.make?.trim().length ?? 0) > unitMakeMaxLength)
    problems.make = answer('answer.equipment.makeTooLong', { max: unitMakeMaxLength });

  if (!(editableUnitStatuses as readonly string[]).includes(input.status))
    problems.status =
      input.status === EquipmentUnitStatus.Retired
        ? answer('answer.equipment.statusRetired')
        : answer('answer.equipment.statusChoose');
  return problems;
}

/** The lower-case noun of a kind, as sentences use it ("trailer", "power unit"). */
export function equipmentKindNoun(kind: EquipmentKind): string {
  return kind === EquipmentKind.PowerUnit ? 'power unit' : 'trailer';
}

/** The back end's refusal (409) of a unit number another unit of the company already has. */
export function duplicateUnitNumberMessage(
  unitNumber: string,
  existing: { readonly kind: EquipmentKind; readonly status: string },
): string {
  return answerText(duplicateUnitNumber(unitNumber, existing));
}

/** {@link duplicateUnitNumberMessage} as its catalog key and parameters (ADR 048). */
export function duplicateUnitNumber(
  unitNumber: string,
  existing: { readonly kind: EquipmentKind; readonly status: string },
): AnswerMessage {
  return answer('answer.equipment.unitNumberTaken', {
    unitNumber: normaliseUnitNumber(unitNumber),
    retired: existing.status === EquipmentUnitStatus.Retired ? 'yes' : 'no',
    kind: existing.kind,
  });
}

/** The back end's refusal (409) of a change to a retired unit. */
export function retiredUnitChangeMessage(kind: EquipmentKind, unitNumber: string): string {
  return answerText(retiredUnitChange(kind, unitNumber));
}

/** {@link retiredUnitChangeMessage} as its catalog key and parameters (ADR 048). */
export function retiredUnitChange(kind: EquipmentKind, unitNumber: string): AnswerMessage {
  return answer('answer.equipment.retiredNoChange', { kind, unitNumber });
}

/** The back end's refusal (409) of assigning a retired unit to a load. */
export function retiredUnitAssignMessage(kind: EquipmentKind, unitNumber: string): string {
  return answerText(retiredUnitAssign(kind, unitNumber));
}

/** {@link retiredUnitAssignMessage} as its catalog key and parameters (ADR 048). */
export function retiredUnitAssign(kind: EquipmentKind, unitNumber: string): AnswerMessage {
  return answer('answer.equipment.retiredNoAssign', { kind, unitNumber });
}

/** Whether a unit may be assigned to a load: not retired. */
export function canAssignUnit(unit: { readonly status: string }): boolean {
  return unit.status !== EquipmentUnitStatus.Retired;
}

/** What a unit form holds, as typed (strings), before it becomes an {@link EquipmentInput}. */
export interface EquipmentFormValues {
  readonly unitNumber: string;
  readonly type: string;
  readonly lengthFeet: string;
  readonly isReefer: boolean;
  readonly plateNumber: string;
  readonly plateRegion: string;
  readonly vin: string;
  readonly year: string;
  readonly make: string;
  readonly status: string;
}

const numberOrText = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  // Not a number: NaN fails the integer checks, so the field says what is wrong instead of dropping it.
  return Number.isFinite(value) ? value : Number.NaN;
};

/**
 * The body a unit form sends: texts trimmed, the unit number, plate and VIN in capitals, empty optional
 * texts sent as absent (spec 1 §5 "Empty optional strings are sent as absent"), a Reefer trailer a reefer.
 */
export function equipmentInputFromForm(kind: EquipmentKind, values: EquipmentFormValues): EquipmentInput {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    kind,
    unitNumber: normaliseUnitNumber(values.unitNumber),
    type: values.type,
    lengthFeet: numberOrText(values.lengthFeet),
    isReefer: isReeferByType(kind, values.type) || values.isReefer,
    plateNumber: normalisePlate(values.plateNumber),
    plateRegion: values.plateRegion.trim().toUpperCase(),
    vin: values.vin.trim() === '' ? null : normaliseVin(values.vin),
    year: numberOrText(values.year),
    make: optional(values.make),
    status: values.status,
  };
}

/** A saved unit's values as a form starts from them (an empty, active unit when adding one). */
export function equipmentFormValues(unit?: {
  readonly unitNumber: string;
  readonly type: string;
  readonly lengthFeet: number | null;
  readonly isReefer: boolean;
  readonly plateNumber: string;
  readonly plateRegion: string;
  readonly vin: string | null;
  readonly year: number | null;
  readonly make: string | null;
  readonly status: string;
}): EquipmentFormValues {
  return {
    unitNumber: unit?.unitNumber ?? '',
    type: unit?.type ?? '',
    lengthFeet: unit?.lengthFeet === null || unit === undefined ? '' : String(unit.lengthFeet),
    isReefer: unit?.isReefer ?? false,
    plateNumber: unit?.plateNumber ?? '',
    plateRegion: unit?.plateRegion ?? '',
    vin: unit?.vin ?? '',
    year: unit?.year === null || unit === undefined ? '' : String(unit.year),
    make: unit?.make ?? '',
    status: unit?.status ?? EquipmentUnitStatus.Active,
  };
}
