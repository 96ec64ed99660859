import { useDocumentFile } from '@freightkit/api/react';
import { useEffect, useState } from 'react';

/**
 * An object URL of a profile picture's file (the document call, with the bearer token), or `null`
 * while there is none, it loads or it failed (the caller shows initials then). The URL is revoked when
 * the picture changes or the component goes.
 */
export function usePictureUrl(fileId: string | null): string | null {
  const file = useDocumentFile(fileId ?? '', { enabled: fileId !== null });
  const blob = fileId === null ? undefined : file.data;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob === undefined) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
    };
  }, [blob]);
  return url;
}
