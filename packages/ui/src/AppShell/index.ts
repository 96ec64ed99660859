export { AppShell, type AppShellProps } from './AppShell.tsx';
export { useAppShell, type AppShellContextValue } from './AppShellContext.ts';
export { narrowScreenQuery, useNarrowScreen } from './useNarrowScreen.ts';
