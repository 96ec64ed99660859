export { InfiniteList, type InfiniteListProps } from './InfiniteList.tsx';
