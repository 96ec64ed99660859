/**
 * What other areas use of the cases area: the case table and the raise action (a shipment's Cases tab)
 * and the preview path.
 */
export { CaseTable, type CaseTableProps } from './CaseTable.tsx';
export { LoadError } from './LoadError.tsx';
export { casePreviewPath } from './paths.ts';
export { RaiseCaseAction, type RaiseCaseActionProps } from './RaiseCaseAction.tsx';
