// An order at the desk: its pieces given units (by scanned label or picked), the handover with
// the signature and the handover protocol, the returns with each unit's condition. The order is
// LENT only through a handover and RETURNED only through returns.

export { chargeDamage } from './charges';
export { takeBack } from './returns';
export { deskOrderRoutes } from './routes';
export type { DeskWorker } from './service';
export { deskOrder, giveUnit, handOver } from './service';
