import type Router from '@koa/router';
import type { Sequelize } from 'sequelize';
import { SITE_CONTENT_ROUTES, type UploadedSiteImage } from '@app/contract/siteContent';
import { staffOnly } from '../auth/staffOnly';
import { refusal } from '../http/refusal';
import { createRouter } from '../http/router';
import type { AppMiddleware, AppState } from '../http/types';
import { encodeImage } from '../media/encodeImage';
import { sniffImageType } from '../media/imageType';
import { mediaUrl } from '../media/keys';
import { MediaStorageUnavailableError, type MediaStorage } from '../media/storage';
import { multipartReader } from '../posts/multipart';

export interface SiteImageRoutesDeps {
  sequelize: Sequelize;
  session: AppMiddleware;
  storage: MediaStorage;
  maxImageBytes: number;
}

/**
 * POST /staff/site/images: an image for site content (a case study's), verified, re-encoded and
 * stored with its variants exactly as a post's images are. Visitors get it once a published
 * document shows it (publicMedia); until a draft names it, the media sweep may take it back.
 */
export function siteImageRoutes({
  sequelize,
  session,
  storage,
  maxImageBytes,
}: SiteImageRoutesDeps): Router<AppState> {
  const router = createRouter();
  const readForm = multipartReader({
    maxFileBytes: maxImageBytes,
    maxFiles: 1,
    maxFieldBytes: 1_024,
    maxFields: 0,
  });
  router.post(SITE_CONTENT_ROUTES.staffImages, ...staffOnly(sequelize, session), async (ctx) => {
    const { files } = await readForm(ctx);
    const file = files[0];
    if (file?.fieldName !== 'image') throw refusal(400, 'site-content.image-required');
    const type = sniffImageType(file.bytes);
    if (!type) throw refusal(415, 'media.not-an-image', { field: 'image' });
    const encoded = await encodeImage(file.bytes, type, { field: 'image', name: 'image' });
    const results = await Promise.allSettled(
      encoded.objects.map((object) => storage.put(object.key, object.bytes, object.contentType)),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      // A put whose answer was lost may still have landed: every object goes again.
      await Promise.allSettled(encoded.objects.map((object) => storage.delete(object.key)));
      throw new MediaStorageUnavailableError(failure.reason);
    }
    ctx.status = 201;
    ctx.body = { src: mediaUrl(encoded.key) } satisfies UploadedSiteImage;
  });
  return router;
}
