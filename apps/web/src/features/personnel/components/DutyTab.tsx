/**
 * The duty tab of a personnel record (spec §3 "Personnel": type, title, duty start and end, registry
 * number, faculty, department, unit type and unit, academic or administrative position, post type, cadre
 * type). Codes are labelled in the UI language; everything here is read-only.
 */
import type { PersonnelDuty } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate } from './format.ts'
import { RecordDescriptions } from './RecordDescriptions.tsx'

/** Renders the duty group of `duty`. */
export function DutyTab({ duty }: { duty: PersonnelDuty }) {
  const { t, i18n } = useTranslation('personnel')
  const field = (key: keyof PersonnelDuty, value: string | null) => ({ key, label: t(`duty.${key}`), value })
  return (
    <RecordDescriptions
      fields={[
        field('PersonnelType', t(`codes.personnelType.${duty.PersonnelType}`)),
        field('Title', duty.Title),
        field('SicilNo', duty.SicilNo),
        field('DutyStart', formatDate(duty.DutyStart, i18n.language)),
        field('DutyEnd', formatDate(duty.DutyEnd, i18n.language) ?? t('duty.ongoing')),
        field('Faculty', duty.Faculty),
        field('Department', duty.Department),
        field('UnitType', t(`codes.unitType.${duty.UnitType}`)),
        field('Unit', duty.Unit),
        field('Position', duty.Position),
        field('PostType', duty.PostType ? t(`codes.postType.${duty.PostType}`) : null),
        field('CadreType', duty.CadreType ? t(`codes.cadreType.${duty.CadreType}`) : null),
      ]}
    />
  )
}
