import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { orderFilterSetFiltersSchema } from './orders.ts';
import { lazySchema } from './lazySchema.ts';

/** A broker's saved filter set of the order list (spec 2 §7 "filter sets"; ADR 058): a name and filters. */
export const orderFilterSetSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    filters: orderFilterSetFiltersSchema,
    createdAt: z.string(),
  }),
);
/** A saved filter set of the order list. */
export type OrderFilterSet = z.output<typeof orderFilterSetSchema>;

const filterSetName = lazySchema(() => z.string().trim().min(1, 'A name is required.').max(100));

/** Body of saving the filters in use under a name. */
export const newOrderFilterSetSchema = lazySchema(() =>
  z.object({
    name: filterSetName,
    filters: orderFilterSetFiltersSchema,
  }),
);
/** Body of saving a filter set. */
export type NewOrderFilterSet = z.input<typeof newOrderFilterSetSchema>;
/** Body of renaming a filter set. */
export const renameOrderFilterSetSchema = lazySchema(() => z.object({ name: filterSetName }));

const byIdParams = lazySchema(() => z.object({ id: idSchema }));

/**
 * The order list's saved filter sets: each user's own (another user's id answers 404), listed by name.
 * Broker users only, like the orders themselves.
 */
export const orderFilterSetEndpoints = {
  list: defineEndpoint({
    name: 'orderFilterSets.list',
    method: 'GET',
    path: 'api/v2/orders/filter_sets',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: "The caller's saved filter sets of the order list, by name.",
    response: lazySchema(() => z.object({ items: z.array(orderFilterSetSchema) })),
  }),
  create: defineEndpoint({
    name: 'orderFilterSets.create',
    method: 'POST',
    path: 'api/v2/orders/filter_sets',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Saves filters of the order list under a name.',
    body: newOrderFilterSetSchema,
    response: orderFilterSetSchema,
    successStatus: 201,
  }),
  rename: defineEndpoint({
    name: 'orderFilterSets.rename',
    method: 'PUT',
    path: 'api/v2/orders/filter_sets/{id}',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Renames a saved filter set of the order list.',
    params: byIdParams,
    body: renameOrderFilterSetSchema,
    response: orderFilterSetSchema,
  }),
  remove: defineEndpoint({
    name: 'orderFilterSets.remove',
    method: 'DELETE',
    path: 'api/v2/orders/filter_sets/{id}',
    access: 'authenticated',
    capability: 'orders.manage',
    summary: 'Deletes a saved filter set of the order list.',
    params: byIdParams,
    response: lazySchema(() => z.object({ resultId: idSchema })),
  }),
} as const;
