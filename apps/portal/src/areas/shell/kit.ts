/**
 * Kit pieces the shell uses that the kit's root index does not export yet. One file to change
 * when they land in `@freightkit/ui`'s index (then this file re-exports from there).
 */
export { EnvironmentBanner } from '../../../../../packages/ui/src/EnvironmentBanner/index.ts';
export { ErrorScreen } from '../../../../../packages/ui/src/ErrorScreen/index.ts';
export { NotFoundView } from '../../../../../packages/ui/src/NotFoundView/index.ts';
export { UnauthorizedView } from '../../../../../packages/ui/src/UnauthorizedView/index.ts';
export { IconButton } from '../../../../../packages/ui/src/IconButton/index.ts';
export { Icon } from '../../../../../packages/ui/src/Icon/index.ts';
