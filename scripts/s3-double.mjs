// @ts-check
/**
 * The S3-compatible test double: s3rver (npm) serving one bucket `hr-files` from `directory` on 127.0.0.1, on a
 * free port. Used by the storage tests (apps/api/src/platform/storage/storage.test.ts), the two-node video test
 * and the multi-node test (scripts/multinode-test.mjs), whose API processes reach it over HTTP.
 */
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/**
 * Starts the double; resolves to the S3 settings that reach it (the API's `S3Config`) and `close()`.
 * @param {string} directory
 */
export async function startS3Double(directory) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'hr-files', configs: [] }],
  });
  const { port } = await server.run();
  return {
    s3: {
      bucket: 'hr-files',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    /** @returns {Promise<void>} */
    close: () => server.close(),
  };
}
