import type { MockIds } from './state';

/**
 * How the mock API answers where the product spec is silent (docs/api/README.md, "Mock
 * profiles"). The first profile is the backend the app was built against; the second is a
 * backend written from the spec alone, which the app must serve as well.
 */
export interface MockProfile {
  /** "full": every stored record holds every field; "sparse": some hold few or none. */
  records: 'full' | 'sparse';
  /**
   * A patient update's `patient_information`: merged over the stored one (keys not sent are
   * kept) or stored as sent, replacing it (the spec's "all fields").
   */
  update: 'merge' | 'replace';
  /** Organization and provider ids: whole numbers, or text ("1", "2", …). */
  ids: MockIds;
}

export const mockProfiles = {
  full: { records: 'full', update: 'merge', ids: 'number' },
  sparse: { records: 'sparse', update: 'replace', ids: 'text' },
} as const satisfies Record<string, MockProfile>;

export type MockProfileName = keyof typeof mockProfiles;

export const isMockProfileName = (name: string): name is MockProfileName =>
  Object.hasOwn(mockProfiles, name);
