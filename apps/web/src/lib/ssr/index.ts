export { pageHref, serverRender } from './server-render.ts';
