import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/render-app';
import { MAYA } from '../../../tests/sample-patients';
import { visitReadToDecision } from '../../../tests/visit';
import { resetTabMemory } from '../../tab-memory/reset';
import { rememberTabletPriorities } from '../../tab-memory/tablet-priorities';

afterEach(resetTabMemory);

/** Maya, on the tablet: no hormones, very much not to get pregnant; the ring and the shot marked. */
const told = (userId = 'user_demo_provider') =>
  rememberTabletPriorities(userId, 'Maya.Thompson@example.com', {
    answers: { prevent_pregnancy: 'very', hormones: 'none', private: 'not_sure' },
    marked: ['ring', 'shot'],
  });

const SAID = 'She told us what mattered most: preventing pregnancy matters a lot; no hormones.';

describe('what she told the tablet mattered to her, for her provider', () => {
  it('is on her record and her intake summary, with the methods she marked', async () => {
    told();
    const app = renderApp(`/d/providers/dashboard/patients/${MAYA}`, 'provider');
    const section = await screen.findByRole('region', {
      name: 'From tablet: what matters to her',
    });
    // "Not sure" says nothing.
    expect(section).toHaveTextContent(SAID);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ring', 'Shot']);

    await app.router.navigate(`/d/providers/dashboard/patients/${MAYA}/summary`);
    expect(
      await screen.findByRole('region', { name: 'From tablet: what matters to her' }),
    ).toHaveTextContent(SAID);
  });

  it('is not shown to another user, nor where she said nothing', async () => {
    told('user_demo_administrator');
    renderApp(`/d/providers/dashboard/patients/${MAYA}`, 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Maya Thompson' });
    expect(screen.queryByRole('region', { name: 'From tablet: what matters to her' })).toBeNull();
  });

  it('orders the methods her visit allows by her priorities, beside the recommendation', async () => {
    told();
    const { goTo } = await visitReadToDecision();
    await goTo('4. Eligibility');
    const herOrder = screen.getByRole('region', { name: 'Her order' });
    expect(herOrder).toHaveTextContent('Her preference, not a safety statement.');
    expect(herOrder).toHaveTextContent(SAID);
    // No hormones first: the copper IUD; the shot and the CHC column carry her marks.
    const items = within(herOrder).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Copper IUD \(Cu-IUD\)$/);
    expect(
      items.find((item) => item.textContent?.startsWith('Injection (DMPA)')),
    ).toHaveTextContent('She wants to ask about: Shot');
    expect(
      items.find((item) => item.textContent?.startsWith('Combined pill, patch or ring (CHC)')),
    ).toHaveTextContent('She wants to ask about: Ring');
    expect(items).toHaveLength(6);
    expect(await screen.findByRole('region', { name: 'Recommendation' })).toBeVisible();
  });

  it('leaves the eligibility step as it was when she gave the tablet none', async () => {
    const { goTo } = await visitReadToDecision();
    await goTo('4. Eligibility');
    expect(await screen.findByRole('region', { name: 'Recommendation' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Her order' })).toBeNull();
  });

  it('gives her visit summary the line of what she told us mattered most', async () => {
    told();
    const { goTo, answer, toDocuments } = await visitReadToDecision();
    await goTo('5. Decision');
    await answer('Decision', 'No method today');
    await answer('Reason', 'She chose not to start a method today');
    await toDocuments();
    expect(
      await screen.findByText(
        'You told us what matters to you: not getting pregnant matters a lot; no hormones.',
      ),
    ).toBeVisible();
  });
});
