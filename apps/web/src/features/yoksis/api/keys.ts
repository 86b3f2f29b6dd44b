/** Query keys of the YÖKSİS feature (issue 20); every key starts with `yoksisKey`. */
export const yoksisKey = ['yoksis'] as const
/** The comparison calls' path. */
export const COMPARISON_PATH = '/api/Yoksis/Karsilastirma'
