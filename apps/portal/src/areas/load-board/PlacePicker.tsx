import type { QuotableLocation } from '@freightkit/api';
import { useQuotableLocations } from '@freightkit/api/react';
import { Combobox, useI18n } from '@freightkit/ui';
import { useState } from 'react';

/** Props of {@link PlacePicker}. */
export interface PlacePickerProps {
  /** Field label ('Origin city or ZIP'). */
  readonly label: string;
  /** The chosen place's id, or null. */
  readonly value: number | null;
  /** The chosen place's name, shown in the field when the screen opens with one. */
  readonly name: string;
  /** Called with the chosen place, or null when the field is emptied. */
  readonly onChange: (place: Pick<QuotableLocation, 'id' | 'name'> | null) => void;
  readonly className?: string;
  /** Help text under the label; the place-search hint by default. */
  readonly description?: string;
  /** An error message next to the field (a form's rule). */
  readonly error?: string | undefined;
  /** Marks the field required. */
  readonly required?: boolean;
}

/** Typing pauses this long before the place search runs (a keystroke-by-keystroke search would flood it). */
const placeSearchDebounceMs = 250;

/**
 * A city or ZIP-code picker over the quotable-location search (spec 1 §7): cities first, largest
 * first, then ZIP codes; arrows move, Enter chooses, emptying the field clears the choice.
 */
export function PlacePicker({
  label,
  value,
  name,
  onChange,
  className,
  description,
  error,
  required = false,
}: PlacePickerProps) {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const places = useQuotableLocations({ q, pageSize: 20 });
  const options = (places.data?.items ?? []).map((place) => ({ value: String(place.id), label: place.name }));
  return (
    <Combobox
      className={className}
      label={label}
      description={description ?? t('loadBoard.placeHint')}
      error={error}
      required={required}
      options={options}
      loading={q.trim() !== '' && places.isFetching}
      debounceMs={placeSearchDebounceMs}
      onSearch={(text) => {
        setQ(text.trim());
        if (text.trim() === '' && value !== null) onChange(null);
      }}
      value={value === null ? '' : String(value)}
      selectedLabel={name}
      emptyText={t('loadBoard.placeNone')}
      onChange={(id, option) => {
        onChange({ id: Number(id), name: option.label });
      }}
    />
  );
}
