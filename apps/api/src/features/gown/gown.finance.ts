/**
 * The finance side of graduation gown deposits (issue 17 § Graduation gown and cap; spec §1, §9): deposits of
 * every ceremony by state with totals, the bulk release of those due and the XLSX export. Role 6 only.
 */

import type { GownBulkRefundResult, GownDepositPage, GownDepositQuery, Language } from '@unacs/contracts'
import { and, count, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { istanbulWallClock, XLSX_DATE_TIME_FORMAT, XLSX_MONEY_FORMAT } from '../../platform/format/format.ts'
import { AppError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PaymentsService } from '../payments/index.ts'
import { flat, type RequestRow, requestView, selectRequests } from './gown.repo.ts'
import { gownRequests } from './gown.schema.ts'

/**
 * Creates the finance calls of the gown service. `requireRole` throws 403 unless the caller acts in the role;
 * `sync` brings request rows in line with their deposit payments; `ceremoniesOver` gives the ids of
 * ceremonies whose return deadline has passed.
 */
export function createGownFinance(deps: {
  db: Database
  payments: Pick<PaymentsService, 'release'>
  requireRole: (p: Principal, role: number) => void
  sync: <T extends RequestRow>(rows: T[]) => Promise<T[]>
  ceremoniesOver: () => Promise<number[]>
}) {
  const { db, payments, requireRole, sync, ceremoniesOver } = deps
  const calls = {
    /** Finance: deposits of every ceremony by state, with totals per state; `due` = to be released. */
    async deposits(
      principal: Principal,
      q: GownDepositQuery,
      lang: Language = 'tr',
    ): Promise<GownDepositPage> {
      requireRole(principal, ROLE_IDS.finance)
      await sync(await db.select().from(gownRequests).where(eq(gownRequests.depositState, 'pending')))
      const over = await ceremoniesOver()
      const due = dueCondition(over)
      const where: SQL[] = []
      if (q.state === 'due') where.push(due)
      else if (q.state !== 'all') where.push(eq(gownRequests.depositState, q.state))
      const filter = where.length ? and(...where) : undefined
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(gownRequests).where(filter)
      const rows = await selectRequests(db)
        .where(filter)
        .orderBy(desc(gownRequests.createdAt), desc(gownRequests.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      const totalsRows = await db
        .select({ state: gownRequests.depositState, n: count(), amount: sum(gownRequests.depositKurus) })
        .from(gownRequests)
        .groupBy(gownRequests.depositState)
      const [dueRow] = await db
        .select({ n: count(), amount: sum(gownRequests.depositKurus) })
        .from(gownRequests)
        .where(due)
      const isDue = (r: RequestRow) =>
        r.depositState === 'held' &&
        ((r.state === 'returned' && r.returnCondition === 'intact' && !r.returnedLate) ||
          (r.state === 'active' && over.includes(r.ceremonyId)))
      return {
        items: rows.map(flat).map((r) => ({ ...requestView(r, false, lang), Due: isDue(r) })),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(n),
        totals: [
          ...totalsRows.map((t) => ({
            State: t.state,
            Count: Number(t.n),
            AmountKurus: Number(t.amount ?? 0),
          })),
          { State: 'due', Count: Number(dueRow?.n ?? 0), AmountKurus: Number(dueRow?.amount ?? 0) },
        ],
      }
    },

    /** Finance: releases every deposit due (returned intact and on time, or never collected after the ceremony). */
    async bulkRefund(principal: Principal): Promise<GownBulkRefundResult> {
      requireRole(principal, ROLE_IDS.finance)
      const due = await db
        .select()
        .from(gownRequests)
        .where(dueCondition(await ceremoniesOver()))
      const actor = auditActorOf(principal)
      let released = 0
      let failed = 0
      let amount = 0
      for (const r of due) {
        try {
          await payments.release(r.depositPaymentId as number, actor, 'gown deposit refund (bulk)')
          released++
          amount += r.depositKurus
        } catch (e) {
          if (!(e instanceof AppError)) throw e
          failed++
        }
      }
      return { Released: released, Failed: failed, AmountKurus: amount }
    },

    /** Finance: the deposit list (filtered as `q`, every page) as an .xlsx workbook. */
    async exportXlsx(principal: Principal, q: GownDepositQuery, lang: Language): Promise<Buffer> {
      const first = await calls.deposits(principal, { ...q, page: 1, pageSize: 200 }, lang)
      const items = [...first.items]
      for (let page = 2; (page - 1) * 200 < first.total; page++)
        items.push(...(await calls.deposits(principal, { ...q, page, pageSize: 200 }, lang)).items)
      const wb = new ExcelJS.Workbook()
      const ws = wb.addWorksheet(lang === 'tr' ? 'Depozitolar' : 'Deposits')
      const H =
        lang === 'tr'
          ? [
              'Öğrenci No',
              'Ad Soyad',
              'Beden',
              'Talep Durumu',
              'Depozito Durumu',
              'Tutar',
              'İade Zamanı',
              'Gerekçe',
            ]
          : [
              'Student No',
              'Name',
              'Size',
              'Request State',
              'Deposit State',
              'Amount',
              'Returned At',
              'Reason',
            ]
      ws.addRow(H)
      ws.getRow(1).font = { bold: true }
      const label = (state: string) => translate(lang, `gown.state.${state}`)
      for (const r of items)
        ws.addRow([
          r.StudentNo,
          r.StudentName,
          r.Size,
          label(r.State),
          r.Due ? `${label(r.DepositState)} (${label('due')})` : label(r.DepositState),
          r.DepositKurus / 100,
          r.ReturnedAt ? istanbulWallClock(new Date(r.ReturnedAt)) : '',
          r.CaptureReason ?? '',
        ])
      ws.getColumn(6).numFmt = XLSX_MONEY_FORMAT
      ws.getColumn(7).numFmt = XLSX_DATE_TIME_FORMAT
      ws.columns.forEach((col) => {
        col.width = 18
      })
      return Buffer.from(await wb.xlsx.writeBuffer())
    },
  }
  return calls
}

/** Held deposits due to be released: returned intact and on time, or never collected after their ceremony. */
function dueCondition(overCeremonyIds: number[]): SQL {
  const never = overCeremonyIds.length
    ? sql` or (${gownRequests.state} = 'active' and ${inArray(gownRequests.ceremonyId, overCeremonyIds)})`
    : sql``
  return sql`(${gownRequests.depositState} = 'held' and ((${gownRequests.state} = 'returned' and ${gownRequests.returnCondition} = 'intact' and ${gownRequests.returnedLate} = false)${never}))`
}
