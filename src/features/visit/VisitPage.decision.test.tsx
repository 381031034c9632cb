import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { visitReadToDecision as atDecision } from '../../../tests/visit';
import { addDays, isoDay } from '../../domain/visit/follow-up';
import { server } from '../../mocks/node';
import { forgetPharmacySettings, pharmacySettings } from '../../tab-memory/pharmacy-settings';

// The pharmacy's settings are kept in memory for the user; each test starts without them.
afterEach(forgetPharmacySettings);

const RECOMMENDATIONS = '*/api/patients/get/:uuid/recommendations';
const YAZ_FORMULA = 'Drospirenone 3 mg / Ethinyl Estradiol 0.02 mg';

const picker = () => screen.getByRole('combobox', { name: 'Product' });
const products = () => within(screen.getByRole('listbox', { name: 'Product' }));
/** The picker's groups, in order, once its list is open. */
const groupNames = () =>
  products()
    .getAllByRole('group')
    .map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent);

/** Types `query` in the product picker and chooses the option whose words start with `brand`. */
async function prescribe(user: UserEvent, query: string, brand: string) {
  await user.clear(picker());
  await user.type(picker(), query);
  await user.click(products().getByRole('option', { name: new RegExp(`^${brand} `) }));
}

describe('the visit decision: what a pharmacist may start', () => {
  it('never offers an implant or an IUD to prescribe, and refers the one she wants for placement', async () => {
    const { user, goTo, answer, toDocuments } = await atDecision();
    await goTo('5. Decision');
    await answer('The method she asks for', 'Implant (etonogestrel)');
    expect(screen.getByText(/Refer for placement: a clinician places/)).toBeVisible();
    await answer('Decision', 'Prescribe');
    await user.click(picker());
    for (const placed of ['Nexplanon', 'Implanon', 'Paragard', 'Mirena', 'Kyleena']) {
      expect(products().queryByRole('option', { name: placed })).not.toBeInTheDocument();
    }
    expect(groupNames()).toContain('Injection (DMPA)');
    expect(groupNames().join()).not.toMatch(/Implant|IUD/);
    await answer('Decision', 'Refer for placement (implant or IUD)');
    expect(
      within(screen.getByRole('group', { name: 'Method to be placed' })).getByRole('radio', {
        name: 'Implant (etonogestrel)',
      }),
    ).toBeChecked();
    await user.type(screen.getByLabelText('Refer to'), 'Salem Family Clinic');
    await toDocuments();
    expect(await screen.findByText(/You want an implant\./)).toBeVisible();
    expect(screen.getByText(/You are not protected from pregnancy until it is in\./)).toBeVisible();
  });

  it("offers only the forms the pharmacy's protocol allows, and keeps that for the next visit", async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    const scope = within(screen.getByRole('group', { name: 'This pharmacy may start' }));
    await user.click(scope.getByRole('checkbox', { name: 'Injection' }));
    await user.click(picker());
    expect(groupNames()).not.toContain('Injection (DMPA)');
    expect(pharmacySettings('user_demo_provider').scope).toEqual(['pill', 'patch', 'ring']);

    await user.click(scope.getByRole('checkbox', { name: 'Patch' }));
    await user.click(picker());
    expect(groupNames()).not.toContain('Patch');
    expect(products().queryByRole('option', { name: /^Xulane/ })).not.toBeInTheDocument();
    expect(
      products().getByRole('option', {
        name: 'NuvaRing (etonogestrel 0.12 mg/day, ethinyl estradiol 0.015 mg/day)',
      }),
    ).toBeInTheDocument();
  });

  it("gives Slynd its own back-up days: none on her period's first day, 2 on day 3", async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await prescribe(user, 'drospirenone', 'Slynd');
    expect(picker()).toHaveValue('Slynd (drospirenone 4 mg)');
    const days = screen.getByLabelText('Days since her last period started');
    await user.type(days, '0');
    expect(screen.getByText(/^Start today\./)).toHaveTextContent(
      'Start today. No back-up is needed.',
    );
    await user.clear(days);
    await user.type(days, '2');
    expect(screen.getByText(/^Start today\./)).toHaveTextContent(
      'Start today. Back-up (abstain or use condoms) for 2 days from the start.',
    );
  });
});

describe('the visit decision: the product picker', () => {
  it('finds a product by its generic name, and prescribes it with its method', async () => {
    const { user, goTo, answer, toDocuments } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await user.type(picker(), 'norgestimate 0.25');
    expect(
      products()
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Ortho Tri-Cyclen (norgestimate 0.18/0.215/0.25 mg, ethinyl estradiol 0.035 mg)',
      'Ortho Tri-Cyclen Lo (norgestimate 0.18/0.215/0.25 mg, ethinyl estradiol 0.025 mg)',
      'Ortho-Cyclen (norgestimate 0.25 mg, ethinyl estradiol 0.035 mg)',
      'Sprintec (norgestimate 0.25 mg, ethinyl estradiol 0.035 mg)',
      'Tri-Lo-Sprintec (norgestimate 0.18/0.215/0.25 mg, ethinyl estradiol 0.025 mg)',
      'Tri-Sprintec (norgestimate 0.18/0.215/0.25 mg, ethinyl estradiol 0.035 mg)',
    ]);
    await user.click(products().getByRole('option', { name: /^Sprintec / }));
    expect(screen.getByLabelText('Supply (months)')).toBeVisible();
    await toDocuments();
    expect(
      await screen.findByText(
        /You got Sprintec \(norgestimate 0\.25 mg, ethinyl estradiol 0\.035 mg\)\./,
      ),
    ).toBeVisible();
  });

  it('names a product no public source gave the strength of by its brand, and says so', async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await user.type(picker(), 'aubra');
    expect(products().getByRole('option')).toHaveTextContent(
      'Aubra strength not listed: check the package',
    );
  });

  it('offers first the top recommendation the visit allows', async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await user.click(picker());
    await waitFor(() => expect(groupNames()[0]).toBe(`Top recommendation: ${YAZ_FORMULA}`));
    const top = products().getByRole('group', { name: `Top recommendation: ${YAZ_FORMULA}` });
    expect(
      within(top)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yaz (drospirenone 3 mg, ethinyl estradiol 0.02 mg)']);
  });

  it('puts the method she asks for first, and says so', async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('The method she asks for', 'Injection (DMPA)');
    await answer('Decision', 'Prescribe');
    expect(picker()).toHaveAccessibleDescription(
      'Type a brand, a generic name or a strength. Injection (DMPA), the method she asks for, comes first.',
    );
    await user.click(picker());
    expect(groupNames()[0]).toBe('Injection (DMPA)');
  });

  it.each([
    ['fails', () => HttpResponse.json({}, { status: 500 })],
    ['answers a body not of its shape', () => HttpResponse.json({ recommendations: 'none' })],
  ])('offers every allowed product when the recommendation %s', async (_, reply) => {
    server.use(http.get(RECOMMENDATIONS, reply));
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await user.click(picker());
    expect(groupNames()[0]).toBe('Combined pill');
    expect(groupNames().join()).not.toContain('Top recommendation');
    await prescribe(user, 'drospirenone', 'Slynd');
    expect(picker()).toHaveValue('Slynd (drospirenone 4 mg)');
  });
});

describe('the visit decision: emergency contraception', () => {
  it('suggests it after sex without a condom in the last 5 days and no emergency pill', async () => {
    const { goTo, answer } = await atDecision();
    await answer('Sex without a condom, or a method that failed, in the last 5 days', 'Yes');
    await answer('Emergency pill taken in the last 5 days', 'None');
    expect(screen.getByText(/Emergency contraception is suggested: levonorgestrel/)).toBeVisible();
    await goTo('5. Decision');
    expect(
      screen.getByText(/Emergency contraception is suggested: sex without a condom/),
    ).toBeVisible();
  });

  it('holds a hormonal start 5 days after ulipristal', async () => {
    const { user, goTo, answer } = await atDecision();
    await answer('Sex without a condom, or a method that failed, in the last 5 days', 'Yes');
    await answer('Emergency pill taken in the last 5 days', 'Ulipristal (ella)');
    await answer('When was it taken?', '2 days ago');
    expect(
      screen.getByText(/After ulipristal, a hormonal method starts 3 days from today/),
    ).toBeVisible();
    await goTo('5. Decision');
    await answer('Decision', 'Prescribe');
    await prescribe(user, 'yaz', 'Yaz');
    const start = addDays(isoDay(new Date()), 3);
    expect(screen.getByText(/^Start on/)).toHaveTextContent(
      `Start on ${start}, 5 days after ulipristal: starting sooner weakens it. Back-up until then. Back-up (abstain or use condoms) for 7 days from the start.`,
    );
  });
});

describe('the visit decision: reasons', () => {
  it('picks a referral reason from the list, printed in her language', async () => {
    const { user, goTo, answer, toDocuments } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'Refer');
    await user.type(screen.getByLabelText('Refer to'), 'Salem Family Clinic');
    await answer('Reason', 'Blood pressure high today');
    await toDocuments();
    await answer('Language of her visit summary', 'Español');
    expect(await screen.findByText('Por qué: Su presión salió alta hoy.')).toBeVisible();
  });

  it('labels a typed reason as printed as typed, and asks for one before the documents', async () => {
    const { user, goTo, answer } = await atDecision();
    await goTo('5. Decision');
    await answer('Decision', 'No method today');
    await answer('Reason', 'Other');
    await goTo('6. Documents');
    expect(await screen.findByText(/Before the documents, give/)).toHaveTextContent(/the reason/);
    await goTo('5. Decision');
    await user.type(
      screen.getByLabelText('Other reason (printed on her summary as you type it)'),
      'Wants to ask her partner.',
    );
    await goTo('6. Documents');
    expect(await screen.findByText(/Before the documents, give/)).not.toHaveTextContent(
      /the reason/,
    );
  });
});
