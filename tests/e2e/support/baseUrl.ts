/** nginx in front of the stack; the launcher exports it before any worker starts. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through wdio.conf.ts');
  return url;
}

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, baseUrl()).toString();
}
