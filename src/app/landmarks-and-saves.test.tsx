/**
 * The signed-in pages' landmarks and what follows a save: a banner with the way past
 * it, the area's navigation, one main holding the page; after a save, the next page's heading
 * has focus and its status region says "Saved".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  backAtList,
  openMaya,
  stubScrollingInEachTest,
  submitButton,
} from '../../tests/patient-form';
import { renderApp } from '../../tests/render-app';
import { SAVED } from '../ui/SavedStatus';

describe('a signed-in page', () => {
  it('has a banner, its navigation and one main, and the skip link leads into the main', async () => {
    const app = renderApp('/d/providers/dashboard/patients', 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Patients' });
    const main = screen.getByRole('main');
    const banner = screen.getByRole('banner');
    const navigation = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(main).not.toContainElement(banner);
    expect(main).not.toContainElement(navigation);
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(main).toHaveFocus();
    expect(app.pathname()).toBe('/d/providers/dashboard/patients');
  });

  it('says nothing was saved on an ordinary visit', async () => {
    renderApp('/d/providers/dashboard/patients', 'provider');
    await screen.findByRole('heading', { level: 1, name: 'Patients' });
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });
});

describe('after a successful save', () => {
  stubScrollingInEachTest();

  it('the list that follows has focus on its heading and says "Saved" in its status region', async () => {
    const app = await openMaya();
    await app.user.click(submitButton('Submit'));
    await backAtList(app);
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toHaveFocus();
    const saved = screen.getByText(SAVED);
    expect(saved.closest('[role="status"]')).not.toBeNull();

    // Said once: the next page, even the same list again, says nothing of it.
    await app.user.click(screen.getByRole('link', { name: 'All Patients' }));
    await waitFor(() => expect(screen.queryByText(SAVED)).not.toBeInTheDocument());
  });

  it('a new organization’s page has focus on its heading and says "Saved"', async () => {
    const app = renderApp('/d/admin/organizations/create', 'superuser');
    await screen.findByRole('heading', { level: 1, name: 'New Organization' });
    await app.user.type(screen.getByLabelText(/^Name/), 'Harbor Health Saved');
    await app.user.type(screen.getByLabelText(/^Unique Key/), `harbor-saved-${Date.now()}`);
    await app.user.click(screen.getByRole('button', { name: 'Create' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Harbor Health Saved' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(SAVED).closest('[role="status"]')).not.toBeNull();
  });

  it('the organization a new provider joins has focus on its heading and says "Saved"', async () => {
    const app = renderApp('/d/admin/organizations/2/providers/create', 'superuser');
    await screen.findByRole('heading', { level: 1, name: 'New Provider' });
    await app.user.type(screen.getByLabelText(/^Email/), `saved.${Date.now()}@clinic.example`);
    await app.user.type(screen.getByLabelText(/^Clerk user ID/), `user_saved${Date.now()}`);
    await app.user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(app.pathname()).toBe('/d/admin/organizations/2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByText(SAVED).closest('[role="status"]')).not.toBeNull();
  });
});
