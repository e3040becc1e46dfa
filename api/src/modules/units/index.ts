// Units: the pieces of rentable products, by serial number and label code, with their home
// branch, state and repairs. Desk staff look them up; managers add, edit, retire and repair them,
// each write in the audit log. Availability counts them through db/product-stock-repository.

export { unitRoutes } from './routes';
export { nextLabelCodes, sendUnitsOut, takeUnitBack } from './service';
