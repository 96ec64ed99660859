export { shellMessages, type ShellMessageKey } from './shellMessages.ts';
