import { notificationMs } from '@freightkit/domain';
import { useToast } from '@freightkit/ui';
import { useCallback, useMemo } from 'react';

/** One notice for the user: its text, tone and how long it stays. */
export interface Notice {
  readonly text: string;
  readonly tone: 'positive' | 'critical' | 'info';
  /** @default notificationMs (4 s, spec 1 §9 "notification default 4 s") */
  readonly durationMs?: number;
}

/**
 * Shows a notice as a kit toast (spec 1 §8 success and error notices), 4 s unless a rule says
 * otherwise (the 'Do Not Use' notice stays 8 s).
 */
export function useNotify(): (notice: Notice) => void {
  const toast = useToast();
  return useCallback(
    (notice: Notice) => {
      toast.show({ tone: notice.tone, title: notice.text, duration: notice.durationMs ?? notificationMs });
    },
    [toast],
  );
}

/** Stable helpers for the common tones. */
export function useNotices() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (text: string, durationMs?: number) => {
        notify({ text, tone: 'positive', ...(durationMs === undefined ? {} : { durationMs }) });
      },
      error: (text: string, durationMs?: number) => {
        notify({ text, tone: 'critical', ...(durationMs === undefined ? {} : { durationMs }) });
      },
    }),
    [notify],
  );
}
