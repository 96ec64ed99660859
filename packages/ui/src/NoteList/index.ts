export { NoteList, type NoteListProps } from './NoteList.tsx';
