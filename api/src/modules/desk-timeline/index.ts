// The availability timeline: a product's or a category's units by day over four weeks, with
// their bookings and repairs and what the orders want against the stock.

export { deskTimelineRoutes } from './routes';
