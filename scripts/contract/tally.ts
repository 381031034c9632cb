/**
 * Findings counted across records: the same finding in forty patients is one line with its
 * count, in the order first found.
 */
import { plural } from './report';

export class Tally {
  private readonly counts = new Map<string, number>();

  add(finding: string): void {
    this.counts.set(finding, (this.counts.get(finding) ?? 0) + 1);
  }

  /** The findings, without their counts. */
  findings(): string[] {
    return [...this.counts.keys()];
  }

  get size(): number {
    return this.counts.size;
  }

  /** "finding in 3 records", with `unit` the thing counted. */
  lines(unit: string): string[] {
    return [...this.counts].map(([finding, count]) => `${finding} in ${plural(count, unit)}`);
  }
}
