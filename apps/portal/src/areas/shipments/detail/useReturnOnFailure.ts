import { renderMessage, shipmentDetailsFailure } from '@freightkit/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@freightkit/ui';
import { useNotices } from '../../../app/notifications.tsx';

/** Where to go back to when the failed shipment was the first page of the visit (no history). */
const fallbackPath = '/all-shipments';

/**
 * Spec 1 §8: when the shipment cannot be read, show 'Unable to access shipment...redirecting to last
 * page' and go back after 3 seconds (domain's `shipmentDetailsFailure`). In a tab with nothing to go
 * back to (the link opened a new tab), the shipment list takes the place of the last page.
 */
export function useReturnOnFailure(failed: boolean): void {
  const notices = useNotices();
  const navigate = useNavigate();
  const { t } = useI18n();
  useEffect(() => {
    if (!failed) return undefined;
    const failure = shipmentDetailsFailure();
    notices.error(renderMessage(t, failure.message));
    const timer = window.setTimeout(() => {
      if (window.history.length > 1) void navigate(-1);
      else void navigate(fallbackPath, { replace: true });
    }, failure.goBackAfterMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [failed, navigate, notices, t]);
}
