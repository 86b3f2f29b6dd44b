/** Query key root of every prep-school query (each change invalidates it). */
export const prepKey = ['prep'] as const
