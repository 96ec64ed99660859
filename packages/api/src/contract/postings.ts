import {
  allEquipmentTypesMask,
  availableShipmentRadiusMiles,
  laneProblemKeys,
  maxSearchRadiusMiles,
  postingLimit,
} from '@freightkit/domain';
import { z } from 'zod';
import { addProblemIssues, byIdParamsSchema, idSchema, pageOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { quotableLocationSchema } from './loadBoard.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Available Trucks and saved lanes (ADR 037): the carrier's posted trucks and saved lanes, each
 * answered with the count of board loads that match it (domain's `truckBoardSearch` /
 * `laneBoardSearch`, run by the board's own search in the database).
 */

const radius = lazySchema(() =>
  z.number().int().min(1).max(maxSearchRadiusMiles).default(availableShipmentRadiusMiles),
);
const placeId = lazySchema(() => z.number().int().positive().nullable());

/**
 * A posted truck: one equipment type (a single bit flag), where and when it is empty, where it would
 * like to go (or anywhere), with radii; `matchCount` is how many board loads match it now.
 */
export const postedTruckSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    equipmentType: z.number().int().positive(),
    emptyLocation: quotableLocationSchema,
    emptyOn: z.string(),
    emptyRadius: z.number().int().positive(),
    destinationLocation: quotableLocationSchema.nullable(),
    destinationRadius: z.number().int().positive(),
    postedAt: z.string(),
    matchCount: z.number().int().min(0),
  }),
);
/** A posted truck. */
export type PostedTruck = z.output<typeof postedTruckSchema>;

/**
 * Body of posting or changing a truck. Shapes are checked here; the rules (one equipment type, the
 * empty date from today where the truck is empty) by domain's `truckProblems` in the sandbox, which
 * knows the place's zone. Field names are the model state's keys.
 */
export const truckInputSchema = lazySchema(() =>
  z.object({
    equipmentType: z.number().int(),
    emptyLocationId: placeId,
    emptyOn: z.string().max(10),
    emptyRadius: radius,
    destinationLocationId: placeId.default(null),
    destinationRadius: radius,
  }),
);
/** What posting or changing a truck sends. */
export type TruckInputBody = z.input<typeof truckInputSchema>;

/** A saved lane with the count of board loads on it now. */
export const savedLaneSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    origin: quotableLocationSchema,
    originRadius: z.number().int().positive(),
    destination: quotableLocationSchema,
    destinationRadius: z.number().int().positive(),
    /** Equipment types as a bit-flag mask, or null for any. */
    equipmentTypes: z.number().int().positive().nullable(),
    savedAt: z.string(),
    matchCount: z.number().int().min(0),
  }),
);
/** A saved lane. */
export type SavedLane = z.output<typeof savedLaneSchema>;

/** Body of saving or changing a lane, checked by domain's `laneProblemKeys` (field names are the model state's keys). */
export const laneInputSchema = lazySchema(() =>
  z
    .object({
      originLocationId: placeId,
      originRadius: radius,
      destinationLocationId: placeId,
      destinationRadius: radius,
      equipmentTypes: z.number().int().max(allEquipmentTypesMask).nullable().default(null),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, laneProblemKeys(input));
    }),
);
/** What saving or changing a lane sends. */
export type LaneInputBody = z.input<typeof laneInputSchema>;

/** The answer of a removal: the id removed. */
export const removedSchema = lazySchema(() => z.object({ id: idSchema }));

/** Available Trucks (spec 1 §2 `/live-equipment`): the company's posted trucks. */
export const truckEndpoints = {
  /** The company's posted trucks, soonest empty first, each with its match count (at most one page of 50). */
  list: defineEndpoint({
    name: 'trucks.list',
    method: 'GET',
    path: 'api/v2/live_equipment',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary: `Posted trucks of the company with their matching load counts (at most ${postingLimit}).`,
    response: lazySchema(() => pageOf(postedTruckSchema)),
  }),
  /** Posts a truck; 400 with field messages when a rule fails, 409 when the company has 50 posted. */
  create: defineEndpoint({
    name: 'trucks.create',
    method: 'POST',
    path: 'api/v2/live_equipment',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Post a truck: equipment type, where and when it is empty, where it would like to go.',
    body: truckInputSchema,
    response: postedTruckSchema,
    successStatus: 201,
  }),
  /** Changes a posted truck of the company; another company's is 404. */
  update: defineEndpoint({
    name: 'trucks.update',
    method: 'PUT',
    path: 'api/v2/live_equipment/{id}',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Change a posted truck.',
    params: byIdParamsSchema,
    body: truckInputSchema,
    response: postedTruckSchema,
  }),
  /** Removes a posted truck of the company; another company's is 404. */
  remove: defineEndpoint({
    name: 'trucks.remove',
    method: 'DELETE',
    path: 'api/v2/live_equipment/{id}',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Remove a posted truck.',
    params: byIdParamsSchema,
    response: removedSchema,
  }),
} as const;

/** Saved lanes (spec 1 §2 `/saved-lanes`, `/lanes`): the company's lanes. */
export const laneEndpoints = {
  /** The company's saved lanes, oldest first, each with its match count (at most one page of 50). */
  list: defineEndpoint({
    name: 'lanes.list',
    method: 'GET',
    path: 'api/v2/saved_lanes',
    access: 'authenticated',
    capability: 'loadBoard.view',
    summary: `Saved lanes of the company with their matching load counts (at most ${postingLimit}).`,
    response: lazySchema(() => pageOf(savedLaneSchema)),
  }),
  /** Saves a lane; 400 with field messages when a rule fails, 409 when the company has 50 saved. */
  create: defineEndpoint({
    name: 'lanes.create',
    method: 'POST',
    path: 'api/v2/saved_lanes',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Save a lane: origin and destination with radii, and equipment.',
    body: laneInputSchema,
    response: savedLaneSchema,
    successStatus: 201,
  }),
  /** Changes a saved lane of the company; another company's is 404. */
  update: defineEndpoint({
    name: 'lanes.update',
    method: 'PUT',
    path: 'api/v2/saved_lanes/{id}',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Change a saved lane.',
    params: byIdParamsSchema,
    body: laneInputSchema,
    response: savedLaneSchema,
  }),
  /** Deletes a saved lane of the company; another company's is 404. */
  remove: defineEndpoint({
    name: 'lanes.remove',
    method: 'DELETE',
    path: 'api/v2/saved_lanes/{id}',
    access: 'authenticated',
    capability: 'loadBoard.post',
    summary: 'Delete a saved lane.',
    params: byIdParamsSchema,
    response: removedSchema,
  }),
} as const;
