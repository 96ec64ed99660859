import { can } from '../access/capabilities.ts';
import type { CurrentUser } from '../access/user.ts';
import { availableShipmentRadiusMiles } from '../constants/limits.ts';
import { ShipmentStatus } from '../enums/freight.ts';
import { allEquipmentTypesMask, equipmentTypes } from '../enums/freight.ts';
import { maxSearchRadiusMiles } from './search.ts';
import { answer, problemTexts, type FieldProblems } from '../messages/answers.ts';
import { keptDateTimeFormat, keptZonedOptions } from '../messages/keptFormatters.ts';

/**
 * Available Trucks (`/live-equipment`) and saved lanes (`/saved-lanes`, `/lanes`): what a carrier
 * posts and saves, the rules of each field, and which board search each one stands for (ADR 037).
 * The spec names the routes (spec 1 §2) and the board's search (spec 1 §7, §9) but no fields or
 * rules for trucks and lanes; these are FreightKit's reading. The portal's forms and the sandbox ask
 * the same functions, and a truck's or lane's match count is the total of {@link truckBoardSearch} /
 * {@link laneBoardSearch} run by the board itself, so the count and the board it links to agree.
 */

/** How many trucks a company keeps posted, and how many lanes it saves: one list page each (spec 1 §9). */
export const postingLimit = 50;

/** How far ahead a truck may be posted as empty, in days (past that a posting is a guess, not capacity). */
export const truckPostingHorizonDays = 30;

/** A truck as the carrier posts it: one equipment type, where and when it is empty, where it would go. */
export interface TruckPostingInput {
  /** One equipment type (a single bit flag of spec 1 §3 "Equipment types by bit flag"). */
  readonly equipmentType: number;
  /** The quotable location where the truck is empty (spec 1 §3), or null when none is chosen yet. */
  readonly emptyLocationId: number | null;
  /** The day it is empty there, YYYY-MM-DD. */
  readonly emptyOn: string;
  /** Miles around the empty place a load may pick up (default 100, spec 1 §9). */
  readonly emptyRadius: number;
  /** Where the driver would like to go, or null for anywhere. */
  readonly destinationLocationId: number | null;
  /** Miles around the wished destination a load may deliver. */
  readonly destinationRadius: number;
}

/** A lane the carrier saves: from a place to a place, each with a radius, on some equipment. */
export interface LaneInput {
  readonly originLocationId: number | null;
  readonly originRadius: number;
  readonly destinationLocationId: number | null;
  readonly destinationRadius: number;
  /** Equipment types as a bit-flag mask; null for any equipment. */
  readonly equipmentTypes: number | null;
}

/** A field of the truck form that can be wrong. */
export type TruckField = keyof TruckPostingInput;
/** A field of the lane form that can be wrong. */
export type LaneField = keyof LaneInput;
/** What is wrong with a truck posting, by field (empty when nothing is). */
export type TruckProblems = Partial<Record<TruckField, string>>;
/** What is wrong with a lane, by field (empty when nothing is). */
export type LaneProblems = Partial<Record<LaneField, string>>;

/** English messages of the truck and lane rules (the sandbox answers them as 400 model state). */
export const postingMessages = {
  equipmentType: 'Choose the equipment type of the truck.',
  emptyLocation: 'Choose where the truck is empty: a city or ZIP code.',
  emptyOn: 'Give the date the truck is empty (YYYY-MM-DD).',
  emptyOnPast: 'The date the truck is empty cannot be in the past.',
  emptyOnFar: `A truck can be posted at most ${truckPostingHorizonDays} days ahead.`,
  radius: `A radius is between 1 and ${maxSearchRadiusMiles} miles.`,
  origin: 'Choose the origin of the lane: a city or ZIP code.',
  destination: 'Choose the destination of the lane: a city or ZIP code.',
  equipmentTypes: 'Choose equipment types from the list, or any equipment.',
  unknownLocation: (id: number) => `No quotable location has the id ${id}.`,
  trucksFull: `A company keeps at most ${postingLimit} trucks posted: remove one before posting another.`,
  lanesFull: `A company saves at most ${postingLimit} lanes: delete one before saving another.`,
} as const;

const isRadius = (miles: number) => Number.isInteger(miles) && miles >= 1 && miles <= maxSearchRadiusMiles;
const isPlace = (id: number | null) => id !== null && Number.isInteger(id) && id > 0;
const isSingleType = (value: number) => equipmentTypes.entries.some((e) => e.value === value);

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A numeric calendar day's options; with each zone they are a kept copy, so the formatter is kept too. */
const numericDay: Intl.DateTimeFormatOptions = Object.freeze({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone ("today where the truck is"). */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = keptDateTimeFormat('en-US', keptZonedOptions(numericDay, timeZone)).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day `days` after `date` (YYYY-MM-DD). */
export function addCalendarDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The keys of {@link postingMessages} (ADR 048), the same sentences with their parameters. */
const postingAnswers = {
  equipmentType: answer('answer.postings.equipmentType'),
  emptyLocation: answer('answer.postings.emptyLocation'),
  emptyOn: answer('answer.postings.emptyOn'),
  emptyOnPast: answer('answer.postings.emptyOnPast'),
  emptyOnFar: answer('answer.postings.emptyOnFar', { days: truckPostingHorizonDays }),
  radius: answer('answer.loadBoard.radius', { max: maxSearchRadiusMiles }),
  origin: answer('answer.postings.origin'),
  destination: answer('answer.postings.destination'),
  equipmentTypes: answer('answer.postings.equipmentTypes'),
} as const;

/**
 * What is wrong with a truck posting, in English (the back end's model state): {@link truckProblemKeys}
 * rendered.
 */
export function truckProblems(input: TruckPostingInput, today: string): TruckProblems {
  return problemTexts(truckProblemKeys(input, today));
}

/**
 * What is wrong with a truck posting, as catalog keys (ADR 048). `today` is the first day accepted as
 * the empty date (the sandbox gives today where the truck is empty; the portal, today where the
 * dispatcher is): a truck is posted for today or a day up to {@link truckPostingHorizonDays} ahead.
 */
export function truckProblemKeys(input: TruckPostingInput, today: string): FieldProblems<TruckField> {
  const m = postingAnswers;
  const problems: FieldProblems<TruckField> = {};
  if (!isSingleType(input.equipmentType)) problems.equipmentType = m.equipmentType;
  if (!isPlace(input.emptyLocationId)) problems.emptyLocationId = m.emptyLocation;
  if (!isCalendarDate(input.emptyOn)) problems.emptyOn = m.emptyOn;
  else if (input.emptyOn < today) problems.emptyOn = m.emptyOnPast;
  else if (input.emptyOn > addCalendarDays(today, truckPostingHorizonDays)) problems.emptyOn = m.emptyOnFar;
  if (!isRadius(input.emptyRadius)) problems.emptyRadius = m.radius;
  if (input.destinationLocationId !== null && !isPlace(input.destinationLocationId))
    problems.destinationLocationId = m.destination;
  if (!isRadius(input.destinationRadius)) problems.destinationRadius = m.radius;
  return problems;
}

/** What is wrong with a lane, in English (the back end's model state): {@link laneProblemKeys} rendered. */
export function laneProblems(input: LaneInput): LaneProblems {
  return problemTexts(laneProblemKeys(input));
}

/** What is wrong with a lane, as catalog keys: both ends chosen, radii within the board's, known equipment types. */
export function laneProblemKeys(input: LaneInput): FieldProblems<LaneField> {
  const m = postingAnswers;
  const problems: FieldProblems<LaneField> = {};
  if (!isPlace(input.originLocationId)) problems.originLocationId = m.origin;
  if (!isRadius(input.originRadius)) problems.originRadius = m.radius;
  if (!isPlace(input.destinationLocationId)) problems.destinationLocationId = m.destination;
  if (!isRadius(input.destinationRadius)) problems.destinationRadius = m.radius;
  const mask = input.equipmentTypes;
  if (mask !== null && (!Number.isInteger(mask) || mask < 1 || (mask & ~allEquipmentTypesMask) !== 0))
    problems.equipmentTypes = m.equipmentTypes;
  return problems;
}

/** A new truck form: a van, empty today within the board's default radius, going anywhere. */
export function emptyTruckPosting(today: string): TruckPostingInput {
  return {
    equipmentType: equipmentTypes.entries[0]?.value ?? 1,
    emptyLocationId: null,
    emptyOn: today,
    emptyRadius: availableShipmentRadiusMiles,
    destinationLocationId: null,
    destinationRadius: availableShipmentRadiusMiles,
  };
}

/** A new lane form: no ends yet, the board's default radii (spec 1 §9), any equipment. */
export function emptyLane(): LaneInput {
  return {
    originLocationId: null,
    originRadius: availableShipmentRadiusMiles,
    destinationLocationId: null,
    destinationRadius: availableShipmentRadiusMiles,
    equipmentTypes: null,
  };
}

/**
 * One board search as quotable-location ids and radii, the pickup day it starts from and an
 * equipment mask: what the board's list call (`loadBoard.availableShipments`) and its address both carry.
 */
export interface BoardSearch {
  readonly originLocationId: number;
  readonly originRadius: number;
  readonly destinationLocationId: number | null;
  readonly destinationRadius: number;
  readonly pickupFrom: string | null;
  readonly equipmentTypes: number | null;
}

/**
 * The loads that match a posted truck: picking up within its radius of where it is empty, on or after
 * the day it is empty, that may go on its equipment type, and (when it wishes) delivering within the
 * radius of where it would like to go.
 */
export function truckBoardSearch(truck: {
  readonly equipmentType: number;
  readonly emptyLocationId: number;
  readonly emptyOn: string;
  readonly emptyRadius: number;
  readonly destinationLocationId: number | null;
  readonly destinationRadius: number;
}): BoardSearch {
  return {
    originLocationId: truck.emptyLocationId,
    originRadius: truck.emptyRadius,
    destinationLocationId: truck.destinationLocationId,
    destinationRadius: truck.destinationRadius,
    pickupFrom: truck.emptyOn,
    equipmentTypes: truck.equipmentType,
  };
}

/**
 * The loads that match a saved lane: picking up within its origin radius and delivering within its
 * destination radius, on any of its equipment types, whenever they pick up (the board holds open loads).
 */
export function laneBoardSearch(lane: {
  readonly originLocationId: number;
  readonly originRadius: number;
  readonly destinationLocationId: number;
  readonly destinationRadius: number;
  readonly equipmentTypes: number | null;
}): BoardSearch {
  return {
    originLocationId: lane.originLocationId,
    originRadius: lane.originRadius,
    destinationLocationId: lane.destinationLocationId,
    destinationRadius: lane.destinationRadius,
    pickupFrom: null,
    equipmentTypes: lane.equipmentTypes,
  };
}

/**
 * Statuses in which a shipment's reloads are worth finding: once it is booked and until it is
 * delivered (a truck heading to a delivery, or just emptied there, needs its next load).
 */
export const reloadStatuses: readonly number[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
  ShipmentStatus.Delivered,
];

/** Whether the shipment detail offers "Find reloads" (`/reloads?search=`): a board user, a load in {@link reloadStatuses}. */
export function canFindReloads(user: CurrentUser, status: number): boolean {
  return can(user, 'loadBoard.view') && reloadStatuses.includes(status);
}
