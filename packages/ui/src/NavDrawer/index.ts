export { NavDrawer, type NavDrawerGroup, type NavDrawerItem, type NavDrawerProps } from './NavDrawer.tsx';
