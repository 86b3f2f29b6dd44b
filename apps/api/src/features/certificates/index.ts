/**
 * The certificate requests feature (issue 20 § Certificate requests): students request participation, course
 * completion and language proficiency certificates; the registrar approves (PDF and verification code
 * through the documents feature) or rejects. Eligibility and issuing come from the owning features' services,
 * passed in by features/index.ts.
 */
import type { FastifyInstance } from 'fastify'
import { certificatesRoutes } from './certificates.routes.ts'
import type { CertificatesService } from './certificates.service.ts'

export { pendingCertificateCount } from './certificates.digest.ts'
export { certificateRecordOf } from './certificates.record.ts'
export { registerCertificatesScope } from './certificates.scope.ts'
export {
  type CertificatesDeps,
  type CertificatesService,
  createCertificatesService,
} from './certificates.service.ts'

/** Registers the certificate routes over a service made by features/index.ts. */
export async function certificatesFeature(app: FastifyInstance, deps: { certificates: CertificatesService }) {
  await app.register(certificatesRoutes, deps)
}
