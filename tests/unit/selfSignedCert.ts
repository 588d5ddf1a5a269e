import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { findExecutable } from '../stack/executables';

/**
 * fullchain.pem + privkey.pem for "localhost" in `dir`, the layout nginx's certificate volume has
 * (TLS_CERT_DIR). openssl comes with Debian, and with nginx's own dependencies.
 */
export function writeSelfSignedCert(dir: string): void {
  execFileSync(
    findExecutable('openssl'),
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', path.join(dir, 'fullchain.pem')],
      ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    ],
    { stdio: 'pipe' },
  );
}
