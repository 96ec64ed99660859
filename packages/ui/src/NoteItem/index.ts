export { NoteItem, type NoteItemProps } from './NoteItem.tsx';
