export { Box, type BoxProps, type BoxElement } from './Box.tsx';
