import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { FormDefinition } from '@careers/shared/forms/index';
import { renderForm } from '../test/render-form.tsx';

const definition: FormDefinition = {
  sections: [
    {
      title: 'Questions',
      items: [
        { name: 'a', type: 'text', label: 'Alpha', help: 'First question', image: '/a.png' },
        { name: 'b', type: 'text', label: 'Beta' },
        { name: 'c', type: 'text', label: 'Gamma' },
      ],
    },
  ],
};

describe('simple and HTML forms', () => {
  it('renders meta items above, actions and bottom items below', () => {
    renderForm({
      definition,
      onSubmit: vi.fn(),
      metaItems: <p>Meta</p>,
      bottomItems: <p>Bottom</p>,
      actions: <button type="button">Cancel</button>,
    });
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Meta')).toBeLessThan(text.indexOf('Alpha'));
    expect(text.indexOf('Alpha')).toBeLessThan(text.indexOf('Submit'));
    expect(text.indexOf('Bottom')).toBeGreaterThan(text.indexOf('Submit'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("shows each item's label, description and image with alt 'Form image'", () => {
    renderForm({ definition, layout: 'html', onSubmit: vi.fn() });
    expect(screen.getByText('First question')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Form image' })).toHaveAttribute('src', '/a.png');
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Alpha')).toBeLessThan(text.indexOf('First question'));
  });

  it('shows images only in the HTML layout, in edit and view mode', () => {
    const { unmount } = renderForm({ definition, layout: 'simple' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderForm({ definition, layout: 'html', mode: 'view', values: { a: 'x' } });
    expect(screen.getByRole('img', { name: 'Form image' })).toBeInTheDocument();
  });
});

describe('preboarding admin form', () => {
  const handlers = () => ({
    onDuplicateQuestion: vi.fn(),
    onEditQuestion: vi.fn(),
    onDeleteQuestion: vi.fn(),
    onReorderQuestions: vi.fn(),
  });

  it('gives each question tooltipped buttons; the first cannot move up, the last cannot move down', () => {
    const admin = handlers();
    renderForm({ definition, layout: 'preboardingAdmin', admin });
    const up = screen.getAllByRole('button', { name: 'Move question up' });
    const down = screen.getAllByRole('button', { name: 'Move question down' });
    expect(up[0]).toBeDisabled();
    expect(up[1]).toBeEnabled();
    expect(down[2]).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Duplicate question' })[0]).toHaveAttribute(
      'title',
      'Duplicate question',
    );
    for (const name of ['Edit question', 'Delete question']) {
      expect(screen.getAllByRole('button', { name })[0]).toHaveAttribute('title', name);
    }
    fireEvent.click(screen.getAllByRole('button', { name: 'Duplicate question' })[1]!);
    expect(admin.onDuplicateQuestion).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'b' }),
      0,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit question' })[0]!);
    expect(admin.onEditQuestion).toHaveBeenCalledWith(expect.objectContaining({ name: 'a' }), 0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete question' })[2]!);
    expect(admin.onDeleteQuestion).toHaveBeenCalledWith(expect.objectContaining({ name: 'c' }), 0);
  });

  it('moves questions at once and reports the order 300 ms after the last move', () => {
    vi.useFakeTimers();
    const admin = handlers();
    renderForm({ definition, layout: 'preboardingAdmin', admin });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move question down' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Move question down' })[1]!);
    expect(screen.getAllByRole('toolbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Beta',
      'Gamma',
      'Alpha',
    ]);
    act(() => vi.advanceTimersByTime(299));
    expect(admin.onReorderQuestions).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(admin.onReorderQuestions).toHaveBeenCalledTimes(1);
    expect(admin.onReorderQuestions).toHaveBeenCalledWith(0, ['b', 'c', 'a']);
    vi.useRealTimers();
  });

  it('shows no admin buttons in view mode', () => {
    renderForm({ definition, layout: 'preboardingAdmin', admin: handlers(), mode: 'view' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
