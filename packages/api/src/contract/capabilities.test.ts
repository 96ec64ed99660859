import { isCapability } from '@freightkit/domain';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './index.ts';

const writes = allEndpoints.filter((e) => e.method !== 'GET');

describe('each call names the domain capability it needs (ADR 016)', () => {
  it.each(allEndpoints.filter((e) => e.access === 'authenticated').map((e) => [e.name, e.capability]))(
    '%s needs a known capability (%s)',
    (_name, capability) => {
      expect(isCapability(capability)).toBe(true);
    },
  );

  it('every write call (POST, PUT, PATCH, DELETE) is authenticated with a capability, or public', () => {
    const missing = writes
      .filter((e) => e.access === 'authenticated' && !isCapability(e.capability))
      .map((e) => e.name);
    expect(missing).toEqual([]);
    expect(writes.length).toBeGreaterThan(0);
  });

  it('public calls name no capability', () => {
    // The type already forbids it; this catches an entry built around the type (a cast, plain JSON).
    const named = allEndpoints
      .filter((e) => e.access === 'public' && (e as { capability?: unknown }).capability !== undefined)
      .map((e): string => e.name);
    expect(named).toEqual([]);
  });
});
