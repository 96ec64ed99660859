import { shipmentProblemTypes, type ShipmentProblemType } from '@freightkit/domain';
import { Select, TextField, useI18n } from '@freightkit/ui';
import { enumOptions } from '../../common/enumText.ts';
import * as styles from './detail.css.ts';

/** Props of {@link ShipmentProblemFields}. */
export interface ShipmentProblemFieldsProps {
  /** The kind of problem picked. */
  type: ShipmentProblemType;
  onTypeChange: (type: ShipmentProblemType) => void;
  /** What happened, as typed. */
  description: string;
  onDescriptionChange: (description: string) => void;
}

/**
 * The fields of "Report a problem": its kind (labels through the catalog, `enum.shipmentProblemType.*`, like
 * every other enum) and what happened. Its own module, loaded when the dialog asks for it: the kit's select
 * brings Ariakit's select, popover and composite code, which a shipment's page otherwise downloads before its
 * first paint for a dialog that is closed (ADR 080).
 */
export function ShipmentProblemFields({
  type,
  onTypeChange,
  description,
  onDescriptionChange,
}: ShipmentProblemFieldsProps) {
  const { t } = useI18n();
  return (
    <div className={styles.form}>
      <Select
        label={t('shipmentDetail.problem.type')}
        options={enumOptions(t, shipmentProblemTypes)}
        value={type}
        onChange={(value) => {
          if (shipmentProblemTypes.is(value)) onTypeChange(value);
        }}
      />
      <TextField
        label={t('shipmentDetail.problem.description')}
        required
        rows={4}
        value={description}
        onChange={onDescriptionChange}
      />
    </div>
  );
}

export default ShipmentProblemFields;
