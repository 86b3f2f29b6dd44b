/**
 * The identity provider's signing certificates (issue 34 point 4 "Certificate rollover"): every certificate of
 * SAML_IDP_CERT (the current one and, during a rollover, the next) plus, when SAML_IDP_METADATA_URL is set,
 * the signing certificates the provider publishes in its metadata for the entity SAML_IDP_ISSUER. The metadata
 * is read at most once per SAML_IDP_METADATA_CACHE_SECONDS; when it cannot be read the last good list is kept
 * (and SAML_IDP_CERT alone is used before the first good read). Metadata of another entity is ignored.
 */
import { DOMParser } from '@xmldom/xmldom'
import { timedOutsideCall } from '../../platform/metrics/metrics.ts'
import { isNetworkError } from './oidc-client.ts'

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata'
const DS = 'http://www.w3.org/2000/09/xmldsig#'
/** How long one metadata request may take (ms). */
const METADATA_TIMEOUT_MS = 5000

/** What the certificate source needs. */
export interface IdpCertificateSettings {
  idpCerts: string[]
  idpMetadataUrl: string | null
  idpMetadataCacheSeconds: number
  idpIssuer: string | null
}

/** Something that logs a warning (the app's logger). */
export type WarnLog = (fields: Record<string, unknown>, message: string) => void

/**
 * The signing certificates (PEM) of the entity `entityId` in SAML metadata `xml`: KeyDescriptors with
 * use="signing" or without `use`, in the IDPSSODescriptor. Empty when the entity is not there.
 */
export function signingCertificatesOf(xml: string, entityId: string): string[] {
  let doc: Document
  try {
    doc = new DOMParser({ errorHandler: () => undefined }).parseFromString(xml, 'application/xml')
  } catch {
    return []
  }
  const entities = Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor')) as Element[]
  const entity = entities.find((e) => e.getAttribute('entityID') === entityId)
  if (!entity) return []
  const certs: string[] = []
  for (const idp of Array.from(entity.getElementsByTagNameNS(MD, 'IDPSSODescriptor')) as Element[]) {
    for (const key of Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')) as Element[]) {
      const use = key.getAttribute('use')
      if (use && use !== 'signing') continue
      for (const c of Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')) as Element[]) {
        const body = (c.textContent ?? '').replace(/\s+/g, '')
        if (body)
          certs.push(
            `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----`,
          )
      }
    }
  }
  return certs
}

/**
 * Creates the source: a function answering the certificates to verify with now (never empty when
 * SAML_IDP_CERT is set; may be empty before the metadata's first good read otherwise). Never throws.
 */
export function createIdpCertificateSource(
  settings: IdpCertificateSettings,
  warn: WarnLog,
  now: () => number = Date.now,
): () => Promise<string[]> {
  let fromMetadata: string[] = []
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | null = null

  async function readMetadata(url: string, entityId: string): Promise<void> {
    try {
      // Counted in the metrics as the `sso` system (issue 38): not reached → unavailable, a bad answer → error.
      const certs = await timedOutsideCall(
        'sso',
        async () => {
          const response = await fetch(url, { signal: AbortSignal.timeout(METADATA_TIMEOUT_MS) })
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          const found = signingCertificatesOf(await response.text(), entityId)
          if (found.length === 0) throw new Error(`no signing certificate for the entity ${entityId}`)
          return found
        },
        (err) => (isNetworkError(err) ? 'unavailable' : 'error'),
      )
      fromMetadata = certs
      readAt = now()
    } catch (err) {
      // Keep the last good list; try again after a minute (or the cache time, when shorter), not at every sign-in.
      readAt = now() - Math.max(0, settings.idpMetadataCacheSeconds * 1000 - 60_000)
      warn({ err, url }, 'SAML_IDP_METADATA_URL could not be read; using the certificates known so far')
    }
  }

  return async () => {
    const url = settings.idpMetadataUrl
    if (url && settings.idpIssuer && now() - readAt >= settings.idpMetadataCacheSeconds * 1000) {
      reading ??= readMetadata(url, settings.idpIssuer).finally(() => {
        reading = null
      })
      await reading
    }
    return [...new Set([...settings.idpCerts, ...fromMetadata])]
  }
}
