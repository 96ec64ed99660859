export { EnvironmentBanner, type EnvironmentBannerProps } from './EnvironmentBanner.tsx';
