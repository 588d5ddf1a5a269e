// s3rver ships no types; this covers the part of its API the test stack uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  namespace S3rver {
    interface Options {
      address?: string;
      port?: number;
      directory?: string;
      silent?: boolean;
      resetOnClose?: boolean;
      allowMismatchedSignatures?: boolean;
      vhostBuckets?: boolean;
      configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
    }

    /** The slice of s3rver's (Koa 2) context that a shim middleware needs. */
    interface Context {
      method: string;
      path: string;
      query: Record<string, string | string[] | undefined>;
      status: number;
      type: string;
      body: unknown;
    }

    type Middleware = (ctx: Context, next: () => Promise<void>) => Promise<void> | void;
  }

  class S3rver {
    constructor(options?: S3rver.Options);
    /** Koa's middleware stack; composed when run() starts listening. */
    middleware: S3rver.Middleware[];
    httpServer?: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
