export {
  TenderCard,
  type TenderCardProps,
  type TenderCardStop,
  type TenderCardTender,
} from './TenderCard.tsx';
export { tenderMessages } from './tenderMessages.ts';
