export { SavedViewsMenu, type SavedView, type SavedViewsMenuProps } from './SavedViewsMenu.tsx';
export { savedViewsMessages, type SavedViewsMessageKey } from './savedViewsMessages.ts';
