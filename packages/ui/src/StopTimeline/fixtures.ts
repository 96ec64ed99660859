import type { TimelineStop } from './StopTimeline.tsx';

/** Two stops in different zones (Central and Pacific), the first reached, the second with no appointment. */
export const sampleStops: readonly TimelineStop[] = [
  {
    id: 'stop-1',
    type: 'Shipping',
    name: 'Acme Distribution Center',
    street: '100 Commerce St',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    timeZone: 'America/Chicago',
    early: '2026-11-24T14:00:00Z',
    late: '2026-11-24T22:00:00Z',
    appointment: '2026-11-24T15:30:00Z',
    arrival: '2026-11-24T15:12:00Z',
    departure: '2026-11-24T16:40:00Z',
  },
  {
    id: 'stop-2',
    type: 'Receiving',
    name: 'Pacific Grocers',
    street: '2200 E 7th St',
    city: 'Los Angeles',
    state: 'CA',
    postalCode: '90023',
    early: '2026-11-26T16:00:00Z',
    late: '2026-11-27T01:00:00Z',
    appointment: null,
  },
];
