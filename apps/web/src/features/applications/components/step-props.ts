/** What every step form of the application gets. */
import type { ApplicationDetail, ApplicationFile } from '@unacs/contracts'

/** Props of a step: the application as saved, and the callback after a successful save. */
export interface StepProps {
  detail: ApplicationDetail
  /** Called with the saved application; the page moves on to the next step. */
  onSaved: (saved: ApplicationDetail) => void
  /** Called when a file was uploaded (so file names show before the step is saved). */
  onUploaded: (file: ApplicationFile) => void
  /** Every file of the application, including ones uploaded in this visit. */
  files: ApplicationFile[]
}
