export { UploadDialog, type UploadDialogProps, type UploadStopOption } from './UploadDialog.tsx';
export { readFileAsBase64 } from './readFileAsBase64.ts';
