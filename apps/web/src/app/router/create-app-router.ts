import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './routes.tsx';

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(buildRoutes(queryClient));
