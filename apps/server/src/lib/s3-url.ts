/** What STORAGE_URL says about a bucket: s3://bucket?endpoint=…&region=…&path_style=true */
export interface S3Location {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, B2, s3rver); absent means AWS. */
  endpoint?: string;
  region: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; on with an endpoint. */
  forcePathStyle: boolean;
}

/** Parses s3://bucket?endpoint=…&region=…; null with a reason when it is not one. */
export function parseS3Url(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as s3://bucket?region=eu-west-1';
  }
  if (url.protocol !== 's3:') return 'must start with s3://';
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return 'must name a bucket: s3://bucket';
  if (url.pathname && url.pathname !== '/') return 'takes no path after the bucket';
  if (url.username || url.password)
    return 'must not hold credentials: use AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    return 'endpoint must be an http(s) origin, e.g. endpoint=https://s3.example.com';
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    return 'path_style must be true or false';
  for (const key of url.searchParams.keys())
    if (!['endpoint', 'region', 'path_style'].includes(key))
      return `unknown option "${key}" (endpoint, region, path_style)`;
  return {
    bucket,
    endpoint,
    region: url.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(endpoint),
  };
}
