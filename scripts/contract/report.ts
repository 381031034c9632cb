/**
 * The report: one row per check in an aligned plain-text table, and the exit status it gives.
 * Every cell is made by the checks from paths with {placeholders}, statuses, counts, field keys
 * and types: no row is ever handed a value, an id, an email or a token.
 */

/**
 * OK: as the contract says. differs: the backend answers, but not as the app expects.
 * failed: the check could not be made (no answer, every token refused, an open call).
 * skipped: not sent. note: what the contract leaves open, said as found.
 */
type Result = 'OK' | 'differs' | 'failed' | 'skipped' | 'note';

export interface Row {
  /** Method and path, ids as {placeholders}: "GET /api/patients/get/{patient_uuid}". */
  call: string;
  /** What was done: "list", "read each of 5 listed", "without a token". */
  done: string;
  /** The status answered, several as "200 x4, 404 x1", or "-" when nothing was sent. */
  status: string;
  result: Result;
  /** Each finding, one line each; every difference is one. */
  detail: string[];
}

const HEADER = ['call', 'what was done', 'status', 'result', 'detail'];

/** The statuses a set of requests got, most frequent first: "200", "200 x4, 404 x1". */
export function statusesOf(statuses: readonly (number | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) {
    const word = status === undefined ? 'no answer' : String(status);
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  if (counts.size === 0) return '-';
  if (counts.size === 1) return [...counts.keys()][0]!;
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `${word} x${count}`)
    .join(', ');
}

/** "1 record", "3 records". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function formatTable(rows: readonly Row[]): string {
  const cells = rows.flatMap(({ call, done, status, result, detail }) => {
    const [first = '', ...more] = detail;
    // A row's further findings go on lines of their own, under its detail column.
    return [[call, done, status, result, first], ...more.map((line) => ['', '', '', '', line])];
  });
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  );
  const line = (parts: readonly string[]) =>
    parts
      .map((part, column) => part.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(HEADER), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join(
    '\n',
  );
}

export function summaryOf(rows: readonly Row[]): string {
  const count = (result: Result) => rows.filter((row) => row.result === result).length;
  return (
    `${count('OK')} OK, ${count('differs')} differ, ${count('failed')} failed, ` +
    `${count('skipped')} skipped, ${plural(count('note'), 'note')}`
  );
}

/** 1 when anything differs or failed, 0 otherwise (2, bad arguments, is decided before). */
export const exitStatusOf = (rows: readonly Row[]) =>
  rows.some(({ result }) => result === 'differs' || result === 'failed') ? 1 : 0;
