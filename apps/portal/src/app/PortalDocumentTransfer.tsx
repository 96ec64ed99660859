import {
  DocumentTransferProvider,
  type DocumentTransfer,
  type DocumentTransferOptions,
} from '@freightkit/api/react';
import { useMemo, type ReactNode } from 'react';
import { usePortalConfig, usePortalServices } from './services.tsx';
import { useSession } from './session/SessionProvider.tsx';

/**
 * A transfer whose implementation (and the contract's document schema, with zod) loads on its first
 * call: the provider is on every page, the sign-in page included, whose first load has no zod (ADR 066).
 */
export function lazyDocumentTransfer(options: DocumentTransferOptions): DocumentTransfer {
  let transfer: Promise<DocumentTransfer> | undefined;
  const load = () =>
    (transfer ??= import('./documentTransfer.ts').then(({ createDocumentTransfer }) =>
      createDocumentTransfer(options),
    ));
  return {
    download: (documentId, transferOptions) => load().then((t) => t.download(documentId, transferOptions)),
    upload: (target, transferOptions) => load().then((t) => t.upload(target, transferOptions)),
  };
}

/**
 * Gives every screen its file transfers (document download with the bearer token, upload with
 * progress) over the portal's API base URL and the signed-in session. A 401 on a file call ends
 * the session like a 401 on any other call (the services' `onUnauthorized`: remember the page, go
 * to `/`, spec 1 §4). A new session makes a new transfer. Mounted by the app root, inside the
 * session provider, and by `PortalStory`.
 */
export function PortalDocumentTransfer({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = usePortalConfig();
  const { onUnauthorized } = usePortalServices();
  const { session } = useSession();
  const transfer = useMemo(
    () =>
      lazyDocumentTransfer({
        baseUrl: apiBaseUrl,
        getSession: () => session,
        ...(onUnauthorized === undefined ? {} : { onUnauthorized }),
      }),
    [apiBaseUrl, session, onUnauthorized],
  );
  return <DocumentTransferProvider transfer={transfer}>{children}</DocumentTransferProvider>;
}
