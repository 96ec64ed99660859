import { createContext, useContext } from 'react';

/** What the shell offers the components inside it. */
export interface AppShellContextValue {
  /** Opens the navigation drawer (narrow screens). */
  openNavigation: () => void;
  /** Closes the navigation drawer (narrow screens). */
  closeNavigation: () => void;
  /** Whether the shell lays out for a narrow screen (the viewport, or the shell's `narrow` override). */
  narrow: boolean;
  /** Whether the narrow-screen navigation drawer is open. */
  navigationOpen: boolean;
}

/** @internal Provided by `AppShell`. */
export const AppShellContext = createContext<AppShellContextValue | null>(null);

/** The enclosing `AppShell`, or `null` outside one. */
export function useAppShell(): AppShellContextValue | null {
  return useContext(AppShellContext);
}
