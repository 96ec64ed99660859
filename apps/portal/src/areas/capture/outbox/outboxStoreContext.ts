import { createContext } from 'react';
import type { OutboxStore } from './outboxStore.ts';

/**
 * The storage the signed-in frame's outbox uses: the browser's IndexedDB unless a story or test
 * provides another (`createMemoryOutboxStore`).
 */
export const OutboxStoreContext = createContext<OutboxStore | null>(null);
