import { NotFoundView } from '@freightkit/ui';

/** An unknown route: 'Route Not Found / An error has occurred.' (spec 1 §2). */
export function Component() {
  return <NotFoundView kind="route" />;
}
