import type { CaseRecord } from '@freightkit/api';
import { EntityComments, EntityDocuments } from '../paperwork/index.ts';
import { casePreviewPath } from './paths.ts';

/** The case as the paperwork sections address it: its id, a description and the link of its notes. */
function entityOf(kase: CaseRecord, description: string) {
  return { type: 'case' as const, id: kase.id, description, link: casePreviewPath(kase.caseNumber, 'notes') };
}

/** Props of the case's notes and documents tabs. */
export interface CasePaperworkProps {
  readonly kase: CaseRecord;
  /** What the case's notes and documents say they are on, e.g. 'Case CASE-5001'. */
  readonly description: string;
}

/**
 * The notes tab: the entity-agnostic Comments section (issue 7) on the case, with the mentionable
 * users of the case's shipment.
 */
export function CaseNotesTab({ kase, description }: CasePaperworkProps) {
  return (
    <EntityComments
      entity={entityOf(kase, description)}
      headingLevel={3}
      {...(kase.shipmentId === null ? {} : { shipmentId: kase.shipmentId })}
    />
  );
}

/** The documents tab: the entity-agnostic Documents section on the case. */
export function CaseDocumentsTab({ kase, description }: CasePaperworkProps) {
  return (
    <EntityDocuments
      entity={entityOf(kase, description)}
      headingLevel={3}
      {...(kase.shipmentId === null ? {} : { shipmentId: kase.shipmentId })}
    />
  );
}
