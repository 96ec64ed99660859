export {
  OfferResponseDialog,
  type OfferRejection,
  type OfferResponseDialogProps,
} from './OfferResponseDialog.tsx';
