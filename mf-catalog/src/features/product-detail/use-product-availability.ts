import type { ProductDetail } from '@shop/shared/contract';
import { eventBus } from '@shop/shared/event-bus';
import type { DateRangeValue } from '@shop/shared/ui/date-range-picker';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { availabilityQuery } from './api/get-availability';
import type { Availability } from './buy-box';

/**
 * The rental dates picked anywhere in the shop (the bus replays the last pick to a new page), a
 * pick here told to the rest of the shop, and the product's availability for them: asked once both
 * days are picked (and only of a product that is rented out).
 */
export function useProductAvailability(product: ProductDetail) {
  const [dates, setDates] = useState<DateRangeValue>({ from: null, to: null });
  useEffect(() => eventBus.subscribe('rental:dates', (picked) => setDates(picked)), []);
  const pickDates = (value: DateRangeValue) => {
    setDates(value);
    if (value.from && value.to)
      eventBus.publish('rental:dates', { from: value.from, to: value.to });
  };

  const days =
    product.isForRent && dates.from && dates.to ? { from: dates.from, to: dates.to } : null;
  const free = useQuery(availabilityQuery(product.id, days));
  // The buy box's note (a short text in a live region, not a section): idle until dates are picked.
  const availability: Availability =
    days === null
      ? { status: 'idle' }
      : free.status === 'pending'
        ? { status: 'loading' }
        : free.status === 'error'
          ? { status: 'error' }
          : { status: 'ready', available: free.data.available, stock: free.data.stock };
  const unavailable = availability.status === 'ready' && availability.available < 1;
  return { dates, pickDates, availability, unavailable };
}
