export { Drawer, type DrawerProps } from './Drawer.tsx';
