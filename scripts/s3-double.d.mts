/** Types of scripts/s3-double.mjs for the API's TypeScript tests. */
export function startS3Double(directory: string): Promise<{
  s3: {
    bucket: string;
    region: string;
    endpoint: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  close(): Promise<void>;
}>;
