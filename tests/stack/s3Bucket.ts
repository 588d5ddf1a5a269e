/**
 * Creates the bucket the BFF stores images in, as minio-init does in docker-compose.yml: the BFF
 * expects it to exist. s3rver accepts an unsigned path-style PUT.
 */
export async function createBucket(endpoint: string, bucket: string): Promise<void> {
  const response = await fetch(`${endpoint}/${encodeURIComponent(bucket)}`, { method: 'PUT' });
  if (!response.ok) {
    throw new Error(
      `Creating bucket ${bucket} failed: HTTP ${response.status} ${await response.text()}`,
    );
  }
}
