import { eventBus } from '@shop/shared/event-bus';
import { useEffect, useRef } from 'react';
import type { DateInputs } from './date-inputs';

/**
 * Days picked on a product page (rental:dates, replayed) start the calendar when none are set
 * and the dates are not a price offer's (`locked`); only the first such days count.
 */
export function useProductPageDates(
  inputs: DateInputs,
  onChange: (inputs: DateInputs) => void,
  locked: boolean,
) {
  const initial = useRef({ inputs, onChange, skip: Boolean(inputs.range.from) || locked });
  useEffect(() => {
    const { inputs: start, onChange: change, skip } = initial.current;
    if (skip) return;
    let first = true;
    return eventBus.subscribe('rental:dates', (dates) => {
      if (!first) return;
      first = false;
      change({ ...start, range: { from: dates.from, to: dates.to } });
    });
  }, []);
}
