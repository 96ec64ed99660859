export {
  AppointmentEditor,
  type AppointmentEditorProps,
  type AppointmentValue,
} from './AppointmentEditor.tsx';
export { AddToCalendarButton, type AddToCalendarButtonProps } from './AddToCalendarButton.tsx';
