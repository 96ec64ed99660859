export { shellMessages, type ShellMessageKey } from './shellMessages.ts';
export { useShellText, type ShellTranslate } from './useShellText.ts';
