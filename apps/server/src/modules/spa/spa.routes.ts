import { textDirection } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { rememberLanguageChoice, requestLanguage } from '../../http/request-language.ts';
import { pageTitleIn } from '../../services/i18n/page-title.ts';
import { pageIdOfPath } from './page-id-of-path.ts';
import { registerServerRenderedPages } from './server-rendered-page.ts';
import { createSpaTemplate } from './spa-template.ts';

/** The single-page app for every /careers, /candidate and /logout path, with lang, dir and CSRF set here. */
export const spaRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const spa = createSpaTemplate(deps.config.webDistDir);
  registerServerRenderedPages(app, deps.config.webDistDir);

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    rememberLanguageChoice(request, reply);
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return spa.render({
      lang: language,
      dir: textDirection(language),
      csrfToken: request.csrfToken,
      domain: request.tenant.domain,
      title: pageTitleIn({
        config: request.tenant.config,
        language,
        pageId: pageIdOfPath(request.url.split('?')[0] ?? ''),
      }),
    });
  };

  // Pages, not API operations: anyone may load them (a page that needs a session asks for it).
  const options = { schema: { hide: true }, config: { access: 'public' as const } };
  for (const url of [
    '/careers',
    '/careers/*',
    '/candidate/*',
    '/logout',
    '/employer',
    '/employer/*',
  ]) {
    app.get(url, options, page);
  }
  app.get('/', options, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/careers${query}`);
  });
};
