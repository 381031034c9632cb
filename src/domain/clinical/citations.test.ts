import { describe, expect, it } from 'vitest';
import { citations, citationTitle } from './citations';

describe('citation titles', () => {
  it('names every known source by its title, never by its address', () => {
    for (const url of Object.values(citations)) {
      expect(citationTitle(url)).not.toMatch(/https?:|www\.|\.htm/);
    }
    expect(citationTitle(citations.usMec2024)).toBe(
      'U.S. Medical Eligibility Criteria for Contraceptive Use, 2024 (CDC, MMWR Recommendations and Reports)',
    );
  });

  it('names another address by the site it is on', () => {
    expect(citationTitle('https://www.acog.org/clinical/guidance?x=1')).toBe('Source on acog.org');
    expect(citationTitle('https://')).toBe('Source');
  });
});
