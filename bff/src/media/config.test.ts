import { readSection, sectionProblems } from '../../tests/helpers/configProblems';
import { mediaConfig } from './config';

describe('media configuration', () => {
  it('uses the disk and 5 MB by default', () => {
    expect(readSection(mediaConfig, {})).toEqual({
      media: { maxImageBytes: 5 * 1024 * 1024, s3: undefined },
    });
  });

  it('reads S3_* into a MinIO client configuration', () => {
    expect(
      readSection(mediaConfig, {
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: 'finance-bff',
        S3_SECRET_KEY: 'finance-bff-secret',
        MAX_IMAGE_BYTES: '1048576',
      }).media,
    ).toEqual({
      maxImageBytes: 1_048_576,
      s3: {
        endPoint: 'minio',
        port: 9000,
        useSSL: false,
        accessKey: 'finance-bff',
        secretKey: 'finance-bff-secret',
        bucket: 'blog-images',
        region: 'us-east-1',
      },
    });
    expect(
      readSection(mediaConfig, {
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 'b',
      }).media.s3,
    ).toMatchObject({ endPoint: 's3.example.com', port: 443, useSSL: true });
  });

  it('refuses an endpoint without keys, a bad URL, a bad bucket name', () => {
    expect(sectionProblems(mediaConfig, { S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_ACCESS_KEY: required when S3_ENDPOINT is set',
      'S3_SECRET_KEY: required when S3_ENDPOINT is set',
    ]);
    expect(sectionProblems(mediaConfig, { S3_ENDPOINT: 'minio:9000' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT: must be a URL/),
    ]);
    expect(sectionProblems(mediaConfig, { S3_BUCKET: 'Bad_Bucket' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: /),
    ]);
    expect(sectionProblems(mediaConfig, { MAX_IMAGE_BYTES: '10' })).toEqual([
      expect.stringMatching(/^MAX_IMAGE_BYTES: /),
    ]);
  });
});
