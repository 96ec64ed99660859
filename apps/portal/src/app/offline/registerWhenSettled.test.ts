import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { registerWhenSettled, settleTimeoutMs, type SettledSignals } from './registerWhenSettled.ts';

/** Signals the test drives by hand: the load, the idle moment and the timers. */
function handSignals(queryClient = new QueryClient()) {
  let load: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    load = resolve;
  });
  const idle: (() => void)[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  const signals: SettledSignals = {
    loaded,
    queryClient,
    whenIdle: (callback) => idle.push(callback),
    after: (ms, callback) => timers.push({ ms, callback }),
  };
  return { signals, queryClient, load, idle, timers };
}

/** A query that answers when the test says so. */
function slowQuery(queryClient: QueryClient) {
  let answer: () => void = () => undefined;
  void queryClient.query({
    queryKey: ['slow'],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = () => {
          resolve('done');
        };
      }),
  });
  return () => {
    answer();
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerWhenSettled', () => {
  it('waits for the load, then for the page’s answers, then for an idle moment', async () => {
    const { signals, queryClient, load, idle } = handSignals();
    const register = vi.fn();
    const answer = slowQuery(queryClient);
    registerWhenSettled(register, signals);

    await settle();
    expect(idle).toHaveLength(0);
    load();
    await settle();
    // Loaded, but the page's query is still out.
    expect(idle).toHaveLength(0);
    answer();
    await settle();
    expect(idle).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
    idle[0]?.();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('goes on after the load’s idle moment when nothing is fetching', async () => {
    const { signals, load, idle } = handSignals();
    const register = vi.fn();
    registerWhenSettled(register, signals);
    load();
    await settle();
    idle[0]?.();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a query that never answers after ten seconds', async () => {
    const { signals, queryClient, load, idle, timers } = handSignals();
    const register = vi.fn();
    slowQuery(queryClient);
    registerWhenSettled(register, signals);
    load();
    await settle();
    expect(idle).toHaveLength(0);
    expect(timers.map((timer) => timer.ms)).toEqual([settleTimeoutMs]);
    timers[0]?.callback();
    await settle();
    idle[0]?.();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
