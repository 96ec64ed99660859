import { NotFoundView } from '@freightkit/ui';

/** `/not-found`, a public page (spec 1 §2). */
export function Component() {
  return (
    <main>
      <NotFoundView kind="page" />
    </main>
  );
}
