import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Main } from './Main';

describe('the main landmark', () => {
  it('is one per page: a screen that asks for one inside a layout’s main gets none', () => {
    render(
      <Main>
        <h1>Page</h1>
        <Main>
          <p>An error shown inside the page</p>
        </Main>
      </Main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByText(/An error/));
  });
});
