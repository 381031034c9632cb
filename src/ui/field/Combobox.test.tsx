import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './Combobox';

const GROUPS = [
  {
    label: 'Fruit',
    options: [
      { id: 'apple', label: 'Apple (red)' },
      { id: 'pear', label: 'Pear (green)' },
    ],
  },
  {
    label: 'Vegetables',
    options: [
      { id: 'leek', label: 'Leek (green)', detail: 'in season: ask' },
      { id: 'kale', label: 'Kale (green)' },
    ],
  },
];

/** A screen holding the chosen id, as the visit holds its product. */
function Screen({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Combobox
        label="Food"
        hint="Type a name or a colour."
        groups={GROUPS}
        matches={(option, query) => option.label.toLowerCase().includes(query.toLowerCase())}
        value={value}
        onChange={setValue}
        noMatch={(query) => `No food matches “${query}”.`}
      />
      <p>Chosen: {value ?? 'none'}</p>
    </>
  );
}

const setup = (initial?: string) => {
  const user = userEvent.setup();
  render(<Screen initial={initial} />);
  return { user, box: screen.getByRole('combobox', { name: 'Food' }) };
};
const listbox = () => screen.getByRole('listbox', { name: 'Food' });
const active = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('the combobox', () => {
  it('is a labelled box with its hint, and a list it controls, closed at first', () => {
    const { box } = setup();
    expect(box).toHaveAccessibleDescription('Type a name or a colour.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const controlled = document.getElementById(box.getAttribute('aria-controls')!);
    expect(controlled).toHaveAttribute('role', 'listbox');
    expect(controlled).not.toBeVisible();
  });

  it('shows its choices in labelled groups, each option its words and detail', async () => {
    const { user, box } = setup();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox()).getByRole('group', { name: 'Fruit' })).toBeVisible();
    const vegetables = within(listbox()).getByRole('group', { name: 'Vegetables' });
    expect(
      within(vegetables)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Leek (green) in season: ask', 'Kale (green)']);
  });

  it('narrows the list as one types, keeping the groups that still match', async () => {
    const { user, box } = setup();
    await user.type(box, 'green');
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
    await user.clear(box);
    await user.type(box, 'kal');
    expect(within(listbox()).queryByRole('group', { name: 'Fruit' })).not.toBeInTheDocument();
    expect(within(listbox()).getByRole('option', { name: 'Kale (green)' })).toBeVisible();
  });

  it('says so when nothing matches, and shows no list', async () => {
    const { user, box } = setup();
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No food matches “zzz”.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the options with the arrow keys, round the ends, and chooses with Enter', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(active(box)).toHaveTextContent('Apple (red)');
    expect(active(box)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(box)).toHaveTextContent('Leek (green)');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(active(box)).toHaveTextContent('Kale (green)');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen: kale')).toBeVisible();
    expect(box).toHaveValue('Kale (green)');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();
  });

  it('opens on an arrow key from the keyboard alone, and chooses what was typed for', async () => {
    const { user, box } = setup();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('pear{ArrowDown}{Enter}');
    expect(screen.getByText('Chosen: pear')).toBeVisible();
  });

  it('closes with Escape, then puts back the chosen words', async () => {
    const { user, box } = setup('apple');
    expect(box).toHaveValue('Apple (red)');
    await user.clear(box);
    await user.type(box, 'le');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('le');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Apple (red)');
    expect(screen.getByText('Chosen: apple')).toBeVisible();
  });

  it('chooses with a click, and ticks the chosen option', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.click(within(listbox()).getByRole('option', { name: 'Pear (green)' }));
    expect(screen.getByText('Chosen: pear')).toBeVisible();
    await user.click(box);
    expect(within(listbox()).getByRole('option', { name: 'Pear (green)' })).toHaveAttribute(
      'data-chosen',
    );
  });

  it('leaves the chosen words in the box when one types and then leaves it', async () => {
    const { user, box } = setup('leek');
    await user.clear(box);
    await user.type(box, 'ap');
    await user.tab();
    expect(box).toHaveValue('Leek (green)');
    expect(screen.getByText('Chosen: leek')).toBeVisible();
  });

  it('opens and closes its list with its button, the box keeping focus', async () => {
    const { user, box } = setup();
    const toggle = screen.getByRole('button', { name: 'Food', hidden: true });
    await user.click(toggle);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveFocus();
    await user.click(toggle);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
