/** Every table of the core model, for Drizzle's relational queries and drizzle-kit. */

export * from '../../platform/audit/audit.schema.ts'
export * from '../../platform/jobs/jobs.schema.ts'
export * from './menus.schema.ts'
export * from './organisation.schema.ts'
export * from './people.schema.ts'
export * from './roles.schema.ts'
export * from './teaching.schema.ts'
