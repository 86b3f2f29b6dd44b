/**
 * Sends a student who must still complete registration to the completion page (issue 16 "Registration
 * completion"); renders nothing. Placed on the home page by app/, so the first sign-in lands there and the
 * next sign-in (completed) shows the normal home.
 */
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useCompletionStatus } from '../api/get-completion-status.ts'

/** The completion page's route (a page of the student menu). */
export const COMPLETION_PATH = '/ogrenci/kayit-tamamlama'

/** Redirects to {@link COMPLETION_PATH} when the student's registration is not complete. */
export function CompletionRedirect() {
  const user = useSessionUser()
  const student = user?.claims.UserType === 'student'
  const status = useCompletionStatus(student)
  const navigate = useNavigate()
  useEffect(() => {
    if (student && status.data?.Required) navigate(COMPLETION_PATH, { replace: true })
  }, [student, status.data?.Required, navigate])
  return null
}
