// Project: A customer's projects: orders grouped under a production's name.

export { projectRoutes } from './routes';
