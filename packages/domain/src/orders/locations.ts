import { consolidationDefaults } from '../constants/limits.ts';
import { addDays } from 'date-fns';

/** Consolidation search criteria (spec 1 §9, spec 2 §9): max weight 45000, max units 60, distance 40. */
export function consolidationCriteria(window: { readonly start: Date; readonly end: Date }): {
  maxWeight: number;
  maxUnits: number;
  distance: number;
  start: Date;
  end: Date;
} {
  return {
    maxWeight: consolidationDefaults.maxWeight,
    maxUnits: consolidationDefaults.maxUnits,
    distance: consolidationDefaults.distance,
    ...widenDateWindow(window),
  };
}

/** Widens a date window by 2 days on each side (spec 1 §9, spec 2 §9). */
export function widenDateWindow(window: { readonly start: Date; readonly end: Date }): {
  start: Date;
  end: Date;
} {
  return {
    start: addDays(window.start, -consolidationDefaults.dateWindowDays),
    end: addDays(window.end, consolidationDefaults.dateWindowDays),
  };
}
