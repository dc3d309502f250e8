import '@mantine/dates/styles.css';
import { DateInput as MantineDateInput, type DateInputProps as MantineDateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { DATE_FORMAT, parseDate } from './dates.ts';

export interface DateInputProps extends Omit<
  MantineDateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'ariaLabels'
> {
  /** 'YYYY-MM-DD' (a date-time is cut to its day); empty or null for none. */
  value: string | null | undefined;
  /** 'YYYY-MM-DD', or '' when cleared. */
  onChange(value: string): void;
}

const CALENDAR_LABELS = {
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  yearLevelControl: 'Choose a year',
  monthLevelControl: 'Choose a month',
};

/**
 * The product's date field: typed or picked, shown DD/MM/YYYY, ISO 'YYYY-MM-DD' out. Escape closes
 * the picker first; only a second Escape reaches the dialog around it.
 */
export function DateInput({
  value,
  onChange,
  popoverProps,
  clearable = true,
  label,
  placeholder = DATE_FORMAT,
  ...rest
}: DateInputProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const day = value ? value.slice(0, 10) : null;
  return (
    <MantineDateInput
      {...rest}
      label={label}
      placeholder={placeholder}
      valueFormat={DATE_FORMAT}
      dateParser={parseDate}
      value={day}
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
      clearable={clearable}
      // Emptying the text clears the value even without the clear button.
      allowDeselect
      // Not "Clear <label>": a label search for the field must find the field alone.
      clearButtonProps={{ 'aria-label': 'Clear date' }}
      ariaLabels={CALENDAR_LABELS}
      // Mantine dialogs skip an Escape whose target carries this flag (as their own Select does when open).
      data-mantine-stop-propagation={pickerOpen ? 'true' : undefined}
      popoverProps={{
        zIndex: 1000,
        ...popoverProps,
        onOpen: () => {
          setPickerOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setPickerOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
