export {
  ShipmentSummary,
  equipmentText,
  type ShipmentEndpoint,
  type ShipmentSummaryData,
  type ShipmentSummaryProps,
} from './ShipmentSummary.tsx';
export { ShipmentStatusChip, type ShipmentStatusChipProps } from './ShipmentStatusChip.tsx';
export { ShipmentSummarySkeleton, type ShipmentSummarySkeletonProps } from './ShipmentSummarySkeleton.tsx';
