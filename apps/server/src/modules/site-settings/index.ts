export { siteSettingsRoutes } from './site-settings.routes.ts';
