export { UploadDialog, type UploadDialogProps, type UploadStopOption } from './UploadDialog.tsx';
