export {
  ShipmentStatusCounts,
  type OnTimeCounts,
  type OnTimeFilter,
  type ShipmentStatusCountsProps,
  type StatusCount,
} from './ShipmentStatusCounts.tsx';
