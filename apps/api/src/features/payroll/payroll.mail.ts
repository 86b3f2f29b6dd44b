/**
 * The payroll e-mail (spec §3 "Payroll request"): renders the month's payroll PDF of a staff member and
 * mails it to their institutional address. Used by the staff member's request and by HR's resend.
 */

import type { PayrollMonth } from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import { formatDateTime } from '../../platform/format/format.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { payrollFigures } from './payroll.figures.ts'
import { monthName, renderPayrollPdf } from './payroll.pdf.ts'
import { type PayrollStaff, universityName } from './payroll.repo.ts'

/** What sending needs. */
export interface PayrollMailDeps {
  db: Database
  mailer: Mailer
  fonts: PdfFonts
}

/** The PDF of `staff`'s payroll of `month` in `lang`, created at `at`. */
export async function payrollPdf(
  deps: PayrollMailDeps,
  staff: PayrollStaff,
  month: PayrollMonth,
  lang: Language,
  at: Date,
) {
  return renderPayrollPdf(
    {
      universityName: await universityName(deps.db, lang),
      fullName: `${staff.firstName} ${staff.lastName}`,
      registryNo: staff.registryNo,
      nationalId: staff.nationalId,
      title: staff.title,
      unit: staff.unitName,
      month,
      figures: payrollFigures(staff, month),
      createdAt: at,
    },
    deps.fonts,
    lang,
  )
}

/**
 * Mails `pdf` (the payroll of `month`) to `staff`'s institutional address; the text names the request's
 * time `at` and `ip`. Throws when the mailer refuses the message.
 */
export async function sendPayrollMail(
  deps: PayrollMailDeps,
  staff: PayrollStaff,
  month: PayrollMonth,
  pdf: Buffer,
  ctx: { lang: Language; at: Date; ip: string },
): Promise<void> {
  const period = monthName(month, ctx.lang)
  const t = (key: string, params?: Record<string, string | number>) => translate(ctx.lang, key, params)
  await deps.mailer.send({
    to: staff.email,
    subject: t('payroll.mail.subject', { period }),
    text: t('payroll.mail.text', {
      name: `${staff.firstName} ${staff.lastName}`,
      period,
      date: formatDateTime(ctx.at, ctx.lang),
      ip: ctx.ip,
      university: await universityName(deps.db, ctx.lang),
    }),
    attachments: [
      {
        filename: `bordro-${month.Year}-${String(month.Month).padStart(2, '0')}-${staff.registryNo}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  })
}
