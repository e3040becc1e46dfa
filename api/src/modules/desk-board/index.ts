// The desk's day board: one branch's pickups and returns of a Prague day, the returns still out
// past their agreed time, and the conflict orders (CREATED) with the shortages that hold each back.

export { deskBoardRoutes } from './routes';
