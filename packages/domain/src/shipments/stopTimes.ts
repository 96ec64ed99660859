import { answer, answerText, type AnswerMessage } from '../messages/answers.ts';

/** The recorded times of one stop, as the stop-times rule reads them (instants; `null` when not recorded). */
export interface RecordedStopTimes {
  /** The stop's position on the load (1 = first pickup). */
  readonly sequence: number;
  readonly arrival: Date | null;
  readonly departure: Date | null;
}

/** Why a stop's arrival and departure cannot be recorded as given, with the field it concerns. */
export interface StopTimesRefusal {
  readonly field: 'arrival' | 'departure';
  /** The English sentence (the back end's model state). */
  readonly message: string;
  /** The sentence as its catalog key (ADR 048), for a reader in another language. */
  readonly answer: AnswerMessage;
}

/** A refusal of a field with its keyed sentence and that sentence's English. */
function refusal(field: StopTimesRefusal['field'], said: AnswerMessage): StopTimesRefusal {
  return { field, message: answerText(said), answer: said };
}

/** Every recorded time of some stops, each with its stop's sequence. */
function timesOf(stops: readonly RecordedStopTimes[]): { time: Date; sequence: number }[] {
  return stops.flatMap((stop) =>
    [stop.arrival, stop.departure]
      .filter((time): time is Date => time !== null)
      .map((time) => ({ time, sequence: stop.sequence })),
  );
}

/**
 * Whether `stop` may be given these arrival and departure, among the load's `others`: a departure
 * needs an arrival and does not come before it, and a load reaches its stops in order, so no time of
 * a stop is before a time recorded at an earlier stop, nor after one recorded at a later stop (the
 * sandbox once took an arrival at stop 4 dated before stop 1's departure). The spec names the update,
 * not its checks (FreightKit's reading). Returns `null` when the times fit, else the field and an
 * English message (and its key) saying what is wrong.
 */
export function stopTimesRefusal(
  stop: RecordedStopTimes,
  others: readonly RecordedStopTimes[],
): StopTimesRefusal | null {
  const { arrival, departure, sequence } = stop;
  if (departure !== null && arrival === null)
    return refusal('departure', answer('answer.shipments.departureNeedsArrival'));
  if (departure !== null && arrival !== null && departure < arrival)
    return refusal('departure', answer('answer.shipments.departureBeforeArrival'));

  const first = arrival ?? departure;
  const last = departure ?? arrival;
  const field = departure === null ? 'arrival' : 'departure';
  const before = timesOf(others.filter((other) => other.sequence < sequence));
  const later = before.filter((entry) => first !== null && entry.time > first);
  const clash = later.sort((a, b) => b.time.getTime() - a.time.getTime())[0];
  if (clash)
    return refusal(
      'arrival',
      answer('answer.shipments.arrivalBeforeEarlierStop', { stop: sequence, other: clash.sequence }),
    );
  const after = timesOf(others.filter((other) => other.sequence > sequence));
  const earlier = after.filter((entry) => last !== null && entry.time < last);
  const next = earlier.sort((a, b) => a.time.getTime() - b.time.getTime())[0];
  if (next)
    return refusal(
      field,
      answer('answer.shipments.timeAfterLaterStop', { field, stop: sequence, other: next.sequence }),
    );
  return null;
}
