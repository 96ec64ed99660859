/**
 * A contract schema built on first use rather than when its module loads (ADR 079).
 *
 * Zod builds a schema's internals when it is declared: about 20 ms on a desktop, and 80–150 ms on a
 * throttled phone, for the schemas a signed-in page's first load imports (`identity`, `common`, the
 * shipments contract), all of it in the task that evaluates those modules, before the page has drawn.
 * A parse needs the schema only once an answer arrives; a page that never calls an endpoint never needs
 * its schemas at all. So every schema the contract declares is this stand-in: an object that behaves
 * as the schema `build` returns (property reads, method calls, `instanceof`, `in`, its keys), building
 * it the first time any of that is asked, and handing every later question to that one built schema.
 *
 * Types are the built schema's, so `z.output<typeof schema>` and the endpoints' inferred types are
 * unchanged. A schema composed of others (`z.object({ user: currentUserSchema })`, `base.extend(…)`)
 * is wrapped too, so composing one does not build its parts either.
 *
 * @example
 * export const carrierSchema = lazySchema(() => z.object({ id: idSchema, name: z.string() }));
 * carrierSchema.parse(json); // built here, once
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  // The target is never read: every trap asks the built schema. Its descriptors are reported as
  // configurable, which a proxy may do for properties its (extensible, empty) target does not have.
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor === undefined ? undefined : { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
