import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CardActions, CardHeading, CardInfo, ListItemCard } from './list-item-card.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { ImplementationPhaseBanner } from './implementation-phase-banner.tsx';
import { FormEmptyState, FormErrorState, FormLoadingState } from '../renderer/form-states.tsx';

describe('helpers', () => {
  it('builds a card from heading, info and actions and logs other children', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ListItemCard label="Offer">
        <CardHeading>Cook</CardHeading>
        <CardInfo>Paris</CardInfo>
        <CardActions>
          <button type="button">Open</button>
        </CardActions>
        <p>Stray</p>
      </ListItemCard>,
    );
    expect(screen.getByRole('article', { name: 'Offer' })).toHaveTextContent('CookParisOpen');
    expect(screen.queryByText('Stray')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('shows a full-screen loader with a 0.4 backdrop by default', () => {
    const { container } = render(<FullScreenLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelector('[style]')).toHaveStyle({ opacity: '0.4' });
  });

  it('shows the banner, empty, error and loading states', () => {
    const onRetry = vi.fn();
    render(
      <>
        <ImplementationPhaseBanner />
        <FormEmptyState />
        <FormErrorState onRetry={onRetry} />
        <FormLoadingState label="Loading questions" />
      </>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('This form is still being set up.');
    expect(screen.getByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
  });
});
