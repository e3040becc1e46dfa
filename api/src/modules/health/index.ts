// Health: liveness and readiness answers for the load balancer and the deploy script.

export { healthRoutes } from './routes';
