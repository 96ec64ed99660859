export { InvoiceCard, type InvoiceCardInvoice, type InvoiceCardProps } from './InvoiceCard.tsx';
