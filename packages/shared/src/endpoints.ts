import { analyticsEndpoints } from './contracts/analytics.ts';
import { applicationEndpoints } from './contracts/applications.ts';
import { formEndpoints } from './contracts/forms.ts';
import { jobCartEndpoints } from './contracts/job-cart.ts';
import { offerEndpoints } from './contracts/offers.ts';
import { positionDetailsEndpoints } from './contracts/position-details.ts';
import { positionEndpoints } from './contracts/positions.ts';
import { savedPositionEndpoints } from './contracts/saved-positions.ts';
import { searchEndpoints } from './contracts/search-endpoints.ts';
import { seoEndpoints } from './contracts/seo.ts';

/**
 * Every endpoint of the product, by operation id. The server registers each one (a test fails on
 * a definition without a route, and on a route without a definition's access); the web app calls
 * them with `callApi(api.x, input)`.
 */
export const api = {
  ...analyticsEndpoints,
  ...applicationEndpoints,
  ...formEndpoints,
  ...jobCartEndpoints,
  ...offerEndpoints,
  ...positionDetailsEndpoints,
  ...positionEndpoints,
  ...savedPositionEndpoints,
  ...searchEndpoints,
  ...seoEndpoints,
};

export type ApiEndpointId = keyof typeof api;
