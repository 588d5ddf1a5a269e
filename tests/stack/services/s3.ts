import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import S3rver from 's3rver';
import { freePort } from './freePort';

export interface S3Service {
  /** `http://127.0.0.1:<port>`: path-style, no TLS. */
  endpoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

export interface S3Options {
  /** Run before s3rver's own handlers (fault tests inject failures here). */
  middleware?: S3rver.Middleware[];
}

/** s3rver's fixed credentials: it accepts nothing else. */
const CREDENTIAL = 'S3RVER';

/**
 * An S3-compatible server in this process (s3rver), on 127.0.0.1, a free port and a temporary
 * directory that stop() removes.
 */
export async function startS3(options: S3Options = {}): Promise<S3Service> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  server.middleware.unshift(listMultipartUploadsShim, ...(options.middleware ?? []));
  try {
    await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      const closed = server.close();
      // SDK clients keep connections alive; close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    })();
    return stopped;
  };

  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    accessKey: CREDENTIAL,
    secretKey: CREDENTIAL,
    stop,
  };
}

/**
 * s3rver answers `GET /<bucket>?uploads` (list in-progress multipart uploads) with 501. The minio
 * client asks it before every multipart upload (a stream of unknown length) to resume an earlier
 * one; "none in progress" is a truthful answer for a server that keeps no such list.
 */
const listMultipartUploadsShim: S3rver.Middleware = async (ctx, next) => {
  const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
  if (ctx.method !== 'GET' || bucket === undefined || !('uploads' in ctx.query)) return next();
  ctx.status = 200;
  ctx.type = 'application/xml';
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Bucket>${bucket}</Bucket><KeyMarker></KeyMarker><UploadIdMarker></UploadIdMarker>` +
    '<NextKeyMarker></NextKeyMarker><NextUploadIdMarker></NextUploadIdMarker>' +
    '<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated></ListMultipartUploadsResult>';
};

/** A MinIO client for `service`; other credentials than the service's test that they are refused. */
export function s3Client(
  service: S3Service,
  credentials: { accessKey: string; secretKey: string } = service,
): Client {
  const endpoint = new URL(service.endpoint);
  return new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: credentials.accessKey,
    secretKey: credentials.secretKey,
    pathStyle: true,
  });
}
