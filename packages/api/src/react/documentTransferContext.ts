import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { DocumentTransfer } from './documents.ts';

const DocumentTransferContext = createContext<DocumentTransfer | null>(null);

/** Props of {@link DocumentTransferProvider}. */
export interface DocumentTransferProviderProps {
  /** From {@link createDocumentTransfer}, over the same options as the API client. */
  readonly transfer: DocumentTransfer;
  readonly children?: ReactNode;
}

/**
 * Gives the document hooks their file transfers. Place it next to `ApiProvider`.
 *
 * @example <DocumentTransferProvider transfer={createDocumentTransfer(options)}>…</DocumentTransferProvider>
 */
export function DocumentTransferProvider({ transfer, children }: DocumentTransferProviderProps) {
  return createElement(DocumentTransferContext.Provider, { value: transfer }, children);
}

/** The transfers of the nearest {@link DocumentTransferProvider}; throws outside one. */
export function useDocumentTransfer(): DocumentTransfer {
  const transfer = useContext(DocumentTransferContext);
  if (transfer === null)
    throw new Error('useDocumentTransfer must be used inside <DocumentTransferProvider>.');
  return transfer;
}
