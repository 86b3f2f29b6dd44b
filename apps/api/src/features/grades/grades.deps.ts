/**
 * What the grades feature needs from others, passed in by features/index.ts (DESIGN.md §3: a feature never
 * reads another feature's tables): the absence percentages of a section's students.
 */

/** Reads absence percentages (0..100 of the course's lesson hours) per student id of a section. */
export interface AbsenceReader {
  absencePercentages(sectionId: number): Promise<Map<number, number>>
}
