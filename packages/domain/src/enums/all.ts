import { carrierCaseResolutionTypes, caseStatuses, permissions, roles, stopTypes } from './people.ts';
import { documentTypes, entityTypes, invoiceListFilters, invoiceStatuses } from './accounting.ts';
import {
  equipmentModes,
  equipmentTypes,
  orderTypes,
  rateRequestStatuses,
  serviceLevels,
  shipmentStatuses,
  shippingModes,
  tenderOfferStatuses,
  tenderRejectReasons,
} from './freight.ts';
import { shipmentProblemTypes } from '../shipments/problems.ts';
import { orderStatuses } from '../orders/status.ts';
import { equipmentKinds, equipmentUnitStatuses, powerUnitTypes } from '../equipment/equipment.ts';
import { locationTypes } from '../locations/locations.ts';

/** Every enumeration descriptor, for catalogs and pickers. */
export const allEnums = [
  shippingModes,
  equipmentModes,
  equipmentTypes,
  serviceLevels,
  tenderOfferStatuses,
  tenderRejectReasons,
  shipmentStatuses,
  rateRequestStatuses,
  orderTypes,
  orderStatuses,
  invoiceStatuses,
  invoiceListFilters,
  documentTypes,
  entityTypes,
  permissions,
  roles,
  caseStatuses,
  carrierCaseResolutionTypes,
  stopTypes,
  shipmentProblemTypes,
  equipmentKinds,
  equipmentUnitStatuses,
  powerUnitTypes,
  locationTypes,
] as const;
