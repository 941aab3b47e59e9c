/**
 * A self-signed certificate for serving HTTPS on this machine (`npm start -- --https`, the
 * Observatory script): made at start with Debian's `openssl` (CI installs it, .ci/run), for
 * `localhost` and `127.0.0.1`, valid for a week, in a temporary folder removed at once. Node's
 * own crypto makes keys but no X.509 certificates, and no certificate package is in the lockfile.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  /** PEM. */
  readonly key: string;
  /** PEM; also what a client trusts (NODE_EXTRA_CA_CERTS, a browser's exception). */
  readonly cert: string;
}

export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'selfservice-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '7',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not make a self-signed certificate with openssl: ${reason}`, {
      cause: error,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
