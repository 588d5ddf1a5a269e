// @koa/multer ships no typings: the part of it the BFF uses (see posts/multipart.ts).
declare module '@koa/multer' {
  import type { Middleware } from 'koa';
  import type multer from 'multer';

  interface KoaMulter {
    any(): Middleware;
    none(): Middleware;
    single(fieldName: string): Middleware;
    array(fieldName: string, maxCount?: number): Middleware;
    fields(fields: readonly multer.Field[]): Middleware;
  }

  function koaMulter(options?: multer.Options): KoaMulter;
  namespace koaMulter {
    const memoryStorage: typeof multer.memoryStorage;
    const diskStorage: typeof multer.diskStorage;
  }
  export = koaMulter;
}
