import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('links its error to the input and announces it', () => {
    render(<TextField label="First name" error="Enter your first name." isRequired />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your first name.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your first name.');
  });

  it('is valid without an error, and its required mark stays out of the name', () => {
    render(<TextField label="Last name" error={undefined} isRequired hasRequiredMark />);
    const input = screen.getByRole('textbox', { name: 'Last name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
