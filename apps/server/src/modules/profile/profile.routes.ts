import fastifyMultipart from '@fastify/multipart';
import { api } from '@careers/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { route } from '../../http/route.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { analyzeProfile } from './analysis/analyze-profile.ts';
import { assetBaseOf } from './asset-base.ts';
import { editProfile } from './edit-profile.ts';
import { exportResume } from './export/export-resume.ts';
import { loadProfile } from './load-profile.ts';
import { deleteResume, makeResumeCurrent, readResumeFile } from './manage-resumes.ts';
import { readResumeUpload, uploadBodyLimit } from './read-resume-upload.ts';
import { reviewResume } from './review-resume.ts';
import { uploadResume } from './upload-resume.ts';

/** The largest upload any tenant may allow (fileUploadConfig.maxSizeMb is at most 50). */
const LARGEST_UPLOAD_BYTES = 50 * 1024 * 1024;
/** A profile edit carries at most a cropped photo (2 MB) as a data URL. */
const EDIT_BODY_LIMIT = 3 * 1024 * 1024;

const scopeOf = (request: FastifyRequest, candidate: Candidate) => ({
  tenantId: request.tenant.id,
  candidateId: candidate.id,
});

/**
 * The signed-in candidate's profile: read it, edit it a section or an item at a time, its photo,
 * its analysis, resumes (upload with parsing, the review of what it filled, download, make
 * current, delete) and the exports.
 */
export const profileRoutes = (app: FastifyInstance, deps: AppDeps) => {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    const assetBase = (request: FastifyRequest) => assetBaseOf(deps.config, request);

    route(scope, api.getProfileDetails, async (request, _reply, { candidate }) => ({
      profile: await loadProfile(deps.db, scopeOf(request, candidate), assetBase(request)),
    }));

    route(
      scope,
      api.editProfile,
      async (request, _reply, { candidate }) =>
        editProfile(deps, {
          scope: scopeOf(request, candidate),
          body: request.body,
          assetBase: assetBase(request),
        }),
      { bodyLimit: EDIT_BODY_LIMIT },
    );

    route(scope, api.getAvatar, async (request, reply, { candidate }) => {
      const file = await deps.files.read(request.tenant.id, request.params.fileId);
      if (!file || file.candidateId !== candidate.id || candidate.avatar_file_id !== file.id)
        throw notFound('This photo was not found.');
      return reply
        .type(file.contentType)
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .header('Content-Disposition', 'inline')
        .send(Buffer.from(file.content));
    });

    route(scope, api.getProfileAnalysis, async (request, _reply, { candidate }) =>
      analyzeProfile(deps, { scope: scopeOf(request, candidate), language: request.query.hl }),
    );

    route(
      scope,
      api.uploadResume,
      async (request, _reply, { candidate }) => {
        const maxBytes = request.tenant.config.fileUploadConfig.maxSizeMb * 1024 * 1024;
        const upload = await readResumeUpload(request, maxBytes);
        return uploadResume(deps, {
          scope: scopeOf(request, candidate),
          ...upload,
          assetBase: assetBase(request),
        });
      },
      {
        bodyLimit: uploadBodyLimit(LARGEST_UPLOAD_BYTES),
        rateLimit: deps.rateLimiter.guard(limits.uploadResume),
      },
    );

    route(scope, api.reviewResume, async (request, _reply, { candidate }) =>
      reviewResume(deps, {
        scope: scopeOf(request, candidate),
        body: request.body,
        assetBase: assetBase(request),
      }),
    );

    route(
      scope,
      api.exportResume,
      async (request, reply, { candidate }) => {
        const owner = scopeOf(request, candidate);
        const profile = await loadProfile(deps.db, owner, assetBase(request));
        // the headings in the request's language: hl, cookie, saved, browser, tenant's
        const exported = await exportResume(profile, {
          format: request.query.format,
          language: requestLanguage(request),
        });
        return reply
          .type(exported.contentType)
          .header('Content-Disposition', contentDisposition(exported.fileName))
          .send(exported.body);
      },
      { rateLimit: deps.rateLimiter.guard(limits.exportResume) },
    );

    route(scope, api.downloadResume, async (request, reply, { candidate }) => {
      const file = await readResumeFile(deps, scopeOf(request, candidate), request.params.id);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .send(Buffer.from(file.content));
    });

    route(scope, api.makeResumeCurrent, async (request, _reply, { candidate }) => {
      const owner = scopeOf(request, candidate);
      await makeResumeCurrent(deps, owner, request.params.id);
      return { profile: await loadProfile(deps.db, owner, assetBase(request)) };
    });

    route(scope, api.deleteResume, async (request, _reply, { candidate }) => {
      const owner = scopeOf(request, candidate);
      await deleteResume(deps, owner, request.params.id);
      return { profile: await loadProfile(deps.db, owner, assetBase(request)) };
    });
  });
};
