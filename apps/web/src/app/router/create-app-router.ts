import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.tsx';

export const createAppRouter = () => createBrowserRouter(buildRoutes());
