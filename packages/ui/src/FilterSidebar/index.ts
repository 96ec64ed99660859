export {
  FilterSidebar,
  type FilterSidebarProps,
  type FilterSidebarTab,
  type FilterSidebarView,
} from './FilterSidebar.tsx';
