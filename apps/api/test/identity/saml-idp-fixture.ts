/**
 * A test SAML identity provider (issue "Identity and session API" § Sign-in; issue 34): throwaway RSA keys with
 * self-signed X.509 certificates (DER built here, signed with node:crypto), SAML Responses signed with
 * xml-crypto (the library node-saml itself verifies with), and HTTP-Redirect logout messages signed as the
 * binding says (RSA-SHA256 over the query string).
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'
import { SignedXml } from 'xml-crypto'

// ── A self-signed certificate from DER pieces (X.509 v3, sha256WithRSAEncryption) ──────────────────────
function der(tag: number, content: Buffer): Buffer {
  const n = content.length
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff])
  return Buffer.concat([Buffer.from([tag]), length, content])
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts))
const oid = (dotted: string) => {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [40 * a + b]
  for (const v of rest) {
    const chunk = [v & 0x7f]
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80)
    bytes.push(...chunk)
  }
  return der(0x06, Buffer.from(bytes))
}
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`))

/** A self-signed certificate (PEM) for `privateKey`/`publicKey` with common name `cn`, valid for a day. */
export function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, cn: string): string {
  const algorithm = seq(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]))
  const name = seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(cn)))))
  const now = Date.now()
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.from([0x01, ...Buffer.from(randomUUID().replace(/-/g, '').slice(0, 14), 'hex')])),
    algorithm,
    name,
    seq(utcTime(new Date(now - 3600_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  )
  const signature = sign('sha256', tbs, privateKey)
  const cert = seq(tbs, algorithm, der(0x03, Buffer.concat([Buffer.from([0]), signature])))
  const body = cert
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`
}

/** A throwaway identity provider key with its certificate. */
export function makeIdpKey(cn: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const cert = selfSignedCertificate(privateKey, publicKey, cn)
  return { keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert }
}

export const IDP_ISSUER = 'https://idp.test-university.example/saml'

export const base = 'https://portal.test-university.example'
export const spIssuer = `${base}/saml/sp`
export const acs = `${base}/api/Identity/Auth/SamlCallback`

/** A key pair with its certificate. */
export type IdpKey = ReturnType<typeof makeIdpKey>

export interface ResponseOptions {
  requestId: string | null
  email: string
  /** Sign the assertion with this key; null leaves it unsigned. */
  signWith: IdpKey | null
  /** Also sign the whole Response with this key. */
  signResponseWith?: IdpKey | null
  /** Issuer of the Response and the Assertion (default IDP_ISSUER). */
  issuer?: string
  /** Issuer of the Response only, when it differs. */
  responseIssuer?: string
  /** The attributes (default email = `email`). */
  attributes?: Record<string, string>
  /** Applied to the XML after signing (tampering). */
  after?: (xml: string) => string
}

function signAt(xml: string, id: string, key: IdpKey): string {
  const signer = new SignedXml({
    privateKey: createPrivateKey(key.keyPem).export({ type: 'pkcs8', format: 'pem' }),
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  })
  signer.addReference({
    xpath: `//*[@ID='${id}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  })
  signer.computeSignature(xml, {
    location: { reference: `//*[@ID='${id}']/*[local-name(.)='Issuer']`, action: 'after' },
  })
  return signer.getSignedXml()
}

/** A SAML Response answering `requestId` (null: unsolicited) for `email`, base64 as the browser posts it. */
export function samlResponse(options: ResponseOptions): string {
  const { requestId, email, signWith, after = (x) => x } = options
  const issuer = options.issuer ?? IDP_ISSUER
  const responseIssuer = options.responseIssuer ?? issuer
  const attributes = options.attributes ?? { email }
  const now = new Date()
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`
  const responseId = `_r${randomUUID().replace(/-/g, '')}`
  const irt = requestId ? ` InResponseTo="${requestId}"` : ''
  const attributeXml = Object.entries(attributes)
    .map(
      ([n, v]) =>
        `<saml:Attribute Name="${n}"><saml:AttributeValue>${v}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('')
  let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${at(0)}" Destination="${acs}"${irt}><saml:Issuer>${responseIssuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${at(0)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_n${randomUUID().replace(/-/g, '')}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${at(300_000)}" Recipient="${acs}"${irt}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at(-60_000)}" NotOnOrAfter="${at(300_000)}"><saml:AudienceRestriction><saml:Audience>${spIssuer}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at(0)}" SessionIndex="_s${randomUUID().slice(0, 8)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributeXml}</saml:AttributeStatement></saml:Assertion></samlp:Response>`
  if (signWith) xml = signAt(xml, assertionId, signWith)
  if (options.signResponseWith) xml = signAt(xml, responseId, options.signResponseWith)
  return Buffer.from(after(xml)).toString('base64')
}

/**
 * A query string carrying `message` (a LogoutRequest/LogoutResponse) with the HTTP-Redirect binding: deflated,
 * base64, and — with `key` — signed (RSA-SHA256 over `SAMLxxx=…&RelayState=…&SigAlg=…`).
 */
export function redirectQuery(
  kind: 'SAMLRequest' | 'SAMLResponse',
  message: string,
  key: IdpKey | null,
): string {
  const sigAlg = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'
  let query = `${kind}=${encodeURIComponent(deflateRawSync(Buffer.from(message)).toString('base64'))}`
  if (!key) return query
  query += `&SigAlg=${encodeURIComponent(sigAlg)}`
  const signature = sign('sha256', Buffer.from(query), createPrivateKey(key.keyPem)).toString('base64')
  return `${query}&Signature=${encodeURIComponent(signature)}`
}
