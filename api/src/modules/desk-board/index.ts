// The desk's day board: one branch's pickups and returns of a Prague day, the returns still out
// past their agreed time, the conflict orders (CREATED) with the shortages that hold each back,
// and the confirmed orders late or damaged units put at risk.

export { deskBoardRoutes } from './routes';
export { orderShortages } from './service';
