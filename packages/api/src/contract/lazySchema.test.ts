import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazySchema.ts';

describe('lazySchema (ADR 079)', () => {
  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ id: z.number().int().positive(), name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ id: 7, name: 'Swiftline' })).toEqual({ id: 7, name: 'Swiftline' });
    expect(schema.safeParse({ id: -1, name: 'Swiftline' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes without building its parts, and parses as the built schema does', () => {
    const buildId = vi.fn(() => z.number().int().positive());
    const idSchema = lazySchema(buildId);
    const userSchema = lazySchema(() => z.object({ id: idSchema, roles: z.array(z.string()) }));
    const sessionSchema = lazySchema(() => z.object({ accessToken: z.string().min(1), user: userSchema }));
    const withCompany = lazySchema(() => userSchema.extend({ companyId: idSchema }));
    expect(buildId).not.toHaveBeenCalled();

    const issues = sessionSchema.safeParse({ accessToken: '', user: { id: 0, roles: [] } }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['accessToken', 'user.id']);
    expect(withCompany.parse({ id: 1, roles: ['Dispatcher'], companyId: 2 })).toEqual({
      id: 1,
      roles: ['Dispatcher'],
      companyId: 2,
    });
    expect(buildId).toHaveBeenCalledTimes(1);
  });

  it('answers instanceof, in, keys and shape as the built schema', () => {
    const schema = lazySchema(() => z.object({ view: z.enum(['booking', 'tracking']) }));
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect('shape' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['view']);
    expect(schema.shape.view.options).toEqual(['booking', 'tracking']);
    expect(schema.optional().parse(undefined)).toBeUndefined();
  });
});
