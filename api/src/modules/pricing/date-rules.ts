// Rental date checks of the cart and of orders: the shared rule the checkout shows before it asks
// the API (@shop/shared/rules/pickup-times), so the page and the API answer with the same code.
// Order: customer_missing, date_from_in_past, date_to_in_past, date_from_after_date_to,
// date_range_mismatch_with_offer, shipping_missing, then each chosen leg's time (a branch outside
// its hours, a courier outside its window: out_of_opening_hours).
export {
  checkRentalDates,
  type DateCheckInput,
  type RentalDateProblem as DateErrorCode,
} from '@shop/shared/rules/pickup-times';
