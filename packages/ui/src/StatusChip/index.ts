export { StatusChip, type StatusChipProps } from './StatusChip.tsx';
