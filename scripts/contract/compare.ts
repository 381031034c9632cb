/**
 * What was sent against what was read back, field by field over the intake catalog: each
 * difference named by its key and, where the types differ, the types. Never a value.
 */
import { sameData } from '../../src/api/same-data';
import { intakeCatalog } from '../../src/domain/intake/catalog';
import { hasPath, readPath } from '../../src/domain/intake/model/path';
import { typeOf } from './shapes';

type Information = Record<string, unknown>;

/** How the read-back answer to `key` differs from the one sent; undefined when the same. */
export function differenceAt(
  sent: Information,
  read: Information,
  key: string,
): string | undefined {
  if (!hasPath(read, key)) return `${key}: not kept`;
  const before = readPath(sent, key);
  const after = readPath(read, key);
  if (sameData(before, after)) return undefined;
  return typeOf(before) === typeOf(after)
    ? `${key}: read back changed`
    : `${key}: sent ${typeOf(before)}, read ${typeOf(after)}`;
}

/** The catalog answers sent and how each came back, but those `except` (checked apart). */
export function differences(
  sent: Information,
  read: Information,
  except: readonly string[] = [],
): { compared: number; lines: string[] } {
  const keys = intakeCatalog
    .map(({ key }) => key)
    .filter((key) => hasPath(sent, key) && !except.includes(key));
  const lines = keys.flatMap((key) => differenceAt(sent, read, key) ?? []);
  return { compared: keys.length, lines };
}

/** How many catalog fields came back that were not sent (a backend may fill the rest in). */
export const addedFields = (sent: Information, read: Information, except: readonly string[] = []) =>
  intakeCatalog.filter(
    ({ key }) => hasPath(read, key) && !hasPath(sent, key) && !except.includes(key),
  ).length;
