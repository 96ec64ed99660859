export { UnauthorizedView, type UnauthorizedViewProps } from './UnauthorizedView.tsx';
