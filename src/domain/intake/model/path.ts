/** Reading and writing a catalog key (a ':'-separated path) in the patient information. */
import type { PatientInformation } from '../../../api/schemas';

type Container = Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parent object of the key's last segment, if every step of the way exists. */
function parentOf(information: PatientInformation, key: string): [Container, string] | undefined {
  const segments = key.split(':');
  const last = segments.pop() as string;
  let node: unknown = information;
  for (const segment of segments) {
    if (!isContainer(node)) return undefined;
    node = node[segment];
  }
  return isContainer(node) ? [node, last] : undefined;
}

export function readPath(information: PatientInformation, key: string): unknown {
  const found = parentOf(information, key);
  return found ? found[0][found[1]] : undefined;
}

export function hasPath(information: PatientInformation, key: string): boolean {
  const found = parentOf(information, key);
  return found !== undefined && Object.hasOwn(found[0], found[1]);
}

/** Sets the value, creating missing parent objects (for building a template). */
export function writePath(information: PatientInformation, key: string, value: unknown): void {
  const segments = key.split(':');
  const last = segments.pop() as string;
  let node: Container = information;
  for (const segment of segments) {
    const next = node[segment];
    if (isContainer(next)) {
      node = next;
    } else {
      const created: Container = {};
      node[segment] = created;
      node = created;
    }
  }
  node[last] = value;
}
