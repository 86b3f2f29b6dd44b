/** @unacs/contracts: zod schemas and their types shared by the API and the web app. */
export * from './common.ts'
export * from './identity.ts'
export * from './system-status.ts'
