import { onDemand } from '../onDemand/onDemand.ts';

/** Ariakit's tooltip, loaded the first time a tooltip shows (ADR 080). */
export const tooltipBubble = onDemand(() => import('./TooltipBubble.tsx'));
