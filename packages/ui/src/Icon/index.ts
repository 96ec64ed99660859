export { Icon, type IconProps } from './Icon.tsx';
export { iconNames, icons, type IconName } from './icons.tsx';
