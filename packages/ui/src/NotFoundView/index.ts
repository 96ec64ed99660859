export { NotFoundView, type NotFoundViewProps } from './NotFoundView.tsx';
