import { FormField } from '@shop/shared/ui/form-field';

/** A required time of day in half-hour steps, as pickups and returns are booked. */
export function TimeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} required>
      {(control) => (
        <input
          {...control}
          type="time"
          step={1800}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
