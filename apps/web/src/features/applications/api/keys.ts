/** TanStack query keys of the applications feature (guest, positions and evaluation). */
export const applicationKeys = {
  all: ['applications'] as const,
  guest: ['applications', 'guest'] as const,
  positions: ['applications', 'positions'] as const,
  evaluation: ['applications', 'evaluation'] as const,
}
