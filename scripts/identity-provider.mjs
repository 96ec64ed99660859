#!/usr/bin/env node
// A local OpenID Connect provider playing FreightKit's Azure AD B2C tenant (ADR 028), for the
// journeys and `pnpm start -- --oidc`:
//   node scripts/identity-provider.mjs [--port 4312] [--sandbox http://localhost:4310] [--cert-dir <dir>]
// It makes a self-signed certificate for localhost in --cert-dir (MSAL wants HTTPS even locally); the
// sandbox trusts it for the key fetch with `--oidc-ca <dir>/cert.pem`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'selfsigned';
import { localRegistration, startIdentityProvider } from './identity-provider/provider.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4312' },
    sandbox: { type: 'string', default: 'http://localhost:4310' },
    'cert-dir': { type: 'string', default: '.identity-provider' },
  },
});

const certDir = resolve(values['cert-dir']);
mkdirSync(certDir, { recursive: true });
const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
  keySize: 2048,
  days: 30,
  algorithm: 'sha256',
  extensions: [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ],
});
writeFileSync(join(certDir, 'key.pem'), pems.private, { mode: 0o600 });
writeFileSync(join(certDir, 'cert.pem'), pems.cert);

const provider = await startIdentityProvider({
  port: Number(values.port),
  sandboxUrl: values.sandbox,
  key: pems.private,
  cert: pems.cert,
  clientId: localRegistration.clientId,
  apiAudience: localRegistration.apiAudience,
  log: (line) => console.error(line),
});
console.log(`identity provider listening on ${provider.origin} (certificate: ${join(certDir, 'cert.pem')})`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
