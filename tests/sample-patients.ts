/**
 * The mock API's sample patients that tests open, each named once here by who she is. Their
 * ids are read from the seed (src/mocks/seed, the data the mock API serves), never written
 * again: an id is arbitrary sample data that no spec fixes, so a second copy would check
 * nothing and could only fall out of step with the seed.
 */
import { samplePatients } from '../src/mocks/seed';

function uuidOf(name: string): string {
  const sample = samplePatients.find((each) => each.information.name === name);
  if (!sample) throw new Error(`The seed has no sample patient named ${name}.`);
  return sample.uuid;
}

export const MAYA = uuidOf('Maya Thompson');
export const JASMINE = uuidOf('Jasmine Carter');
export const HANNAH = uuidOf('Hannah Lee');
