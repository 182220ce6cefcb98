// What a rescan or a merge of shards knows of the whole course when it comes to publish: the staff snapshot,
// the memory for the next run, every repository's line, and what the shard jobs (if any) spent. Types only.
import type { SkippedEntry } from '../check/types.js';
import type { StaffReport } from '../report/staff-report.js';
import type { Snapshot } from '../snapshot/types.js';
import type { SubmissionTexts } from './rescan-course.js';
import type { RescanMemory } from './rescan-memory.js';

/** The course's `repos`, `excluded`, `missing` and `notes`, as the staff report shows them. */
export interface CourseState extends Pick<StaffReport, 'repos' | 'excluded' | 'missing' | 'notes'> {
  /** The staff copy. */
  readonly snapshot: Snapshot;
  readonly memory: RescanMemory;
  readonly skippedFiles: readonly SkippedEntry[];
  /** Requests spent before this step (by shard jobs), by kind. */
  readonly requests: readonly Readonly<Record<string, number>>[];
  /** Texts of the repositories this job downloaded (kept for the HTML report); none after a merge. */
  readonly texts?: SubmissionTexts | undefined;
}
