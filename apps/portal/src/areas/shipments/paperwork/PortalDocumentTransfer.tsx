import { createDocumentTransfer, DocumentTransferProvider } from '@freightkit/api/react';
import { useMemo, type ReactNode } from 'react';
import { usePortalConfig } from '../../../app/services.tsx';
import { useSession } from '../../../app/session/SessionProvider.tsx';

/**
 * Gives the document hooks their file transfers (download with the bearer token, upload with
 * progress) over the portal's API base URL and the signed-in session. The app root provides no
 * transfer yet, so the paperwork screens bring their own; a new session makes a new transfer.
 */
export function PortalDocumentTransfer({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = usePortalConfig();
  const { session } = useSession();
  const transfer = useMemo(
    () => createDocumentTransfer({ baseUrl: apiBaseUrl, getSession: () => session }),
    [apiBaseUrl, session],
  );
  return <DocumentTransferProvider transfer={transfer}>{children}</DocumentTransferProvider>;
}
