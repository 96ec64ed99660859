import { describe, expect, it } from 'vitest';
import { stopTimesRefusal, type RecordedStopTimes } from './stopTimes.ts';

const at = (hour: number): Date => new Date(Date.UTC(2026, 10, 24, hour));
const stop = (sequence: number, arrival: number | null, departure: number | null): RecordedStopTimes => ({
  sequence,
  arrival: arrival === null ? null : at(arrival),
  departure: departure === null ? null : at(departure),
});

describe('stop times in order (FreightKit reading)', () => {
  const load = [stop(1, 6, 8), stop(2, null, null), stop(3, 14, 15), stop(4, null, null)];

  it('accepts times between the neighbouring stops, and no times at all', () => {
    expect(stopTimesRefusal(stop(2, 9, 11), load)).toBeNull();
    expect(stopTimesRefusal(stop(4, 16, 17), load)).toBeNull();
    expect(stopTimesRefusal(stop(2, null, null), load)).toBeNull();
    // A stop's own earlier times are replaced, not compared.
    expect(stopTimesRefusal(stop(1, 5, 7), load.slice(1))).toBeNull();
  });

  it('refuses a departure without an arrival, or before it', () => {
    expect(stopTimesRefusal(stop(2, null, 10), load)).toMatchObject({
      field: 'departure',
      message: 'A departure needs an arrival.',
    });
    expect(stopTimesRefusal(stop(2, 10, 9), load)?.message).toBe(
      'The departure cannot be before the arrival.',
    );
  });

  it('refuses an arrival before a time recorded at an earlier stop, naming it', () => {
    // The issue's case: an arrival at stop 4 dated before stop 1's departure.
    expect(stopTimesRefusal(stop(4, 7, null), load)).toMatchObject({
      field: 'arrival',
      message:
        'The arrival at stop 4 cannot be before the times recorded at stop 3: a load reaches its stops in order.',
    });
    expect(stopTimesRefusal(stop(2, 7, 9), load)?.message).toContain('stop 1');
  });

  it('refuses a time after one recorded at a later stop', () => {
    expect(stopTimesRefusal(stop(2, 9, 16), load)).toMatchObject({
      field: 'departure',
      message:
        'The departure at stop 2 cannot be after the times recorded at stop 3: a load reaches its stops in order.',
    });
    expect(stopTimesRefusal(stop(2, 16, null), load)?.field).toBe('arrival');
  });
});
