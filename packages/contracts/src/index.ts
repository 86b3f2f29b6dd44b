/** @unacs/contracts: zod schemas and their types shared by the API and the web app. */
export * from './common.ts'
export * from './guest.ts'
export * from './identity.ts'
export * from './licence.ts'
export * from './payroll.ts'
export * from './personnel.ts'
export * from './proxy.ts'
export * from './system-status.ts'
