export { TopBar, type TopBarMenuItem, type TopBarProps } from './TopBar.tsx';
