import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand.ts';

describe('onDemand', () => {
  it('loads nothing until asked, then once, and reads the module synchronously after', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'parts' }));
    const parts = onDemand(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(parts.current()).toBeUndefined();
    const [first, second] = await Promise.all([parts.load(), parts.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(parts.current()).toEqual({ name: 'parts' });
  });

  it('tries a failed load again on the next ask', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'parts' });
    const parts = onDemand(importer);
    await expect(parts.load()).rejects.toThrow(TypeError);
    expect(parts.current()).toBeUndefined();
    await expect(parts.load()).resolves.toEqual({ name: 'parts' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('warms without reporting a failure', async () => {
    const importer = vi.fn<() => Promise<{ name: string }>>(() => Promise.reject(new Error('offline')));
    const parts = onDemand(importer);
    parts.warm();
    await Promise.resolve();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(parts.current()).toBeUndefined();
  });
});
