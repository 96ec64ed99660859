export {
  Menu,
  MenuGroup,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  type MenuGroupProps,
  type MenuItemProps,
  type MenuLinkItemProps,
  type MenuProps,
} from './Menu.tsx';
