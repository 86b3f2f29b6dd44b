/**
 * The students list with filters, server paging, the record drawer and (for reports) the XLSX export
 * (issue 22). Shared by the search and the student report pages.
 */
import type { StudentFilter } from '@unacs/contracts'
import { Flex } from 'antd'
import { useState } from 'react'
import { ExportButton } from './ExportButton.tsx'
import { StudentFilters } from './StudentFilters.tsx'
import { StudentRecordDrawer } from './StudentRecordDrawer.tsx'
import { StudentTable } from './StudentTable.tsx'

/** Props: whether the export button is shown. */
export interface StudentListProps {
  exportable?: boolean
}

/** The list. */
export function StudentList({ exportable = false }: StudentListProps) {
  const [filter, setFilter] = useState<StudentFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [open, setOpen] = useState<number | null>(null)
  return (
    <Flex vertical gap="middle">
      <StudentFilters
        filter={filter}
        onChange={(f) => {
          setFilter(f)
          setPage(1)
        }}
      />
      {exportable ? <ExportButton filter={filter} /> : null}
      <StudentTable
        filter={filter}
        page={page}
        pageSize={pageSize}
        onPage={(p, s) => {
          setPage(p)
          setPageSize(s)
        }}
        onOpen={(r) => setOpen(r.Id)}
      />
      <StudentRecordDrawer id={open} onClose={() => setOpen(null)} />
    </Flex>
  )
}
