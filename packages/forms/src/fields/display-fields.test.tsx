import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { esignFrameUrl } from './esign-field.tsx';
import { oneSection, renderForm } from '../test/render-form.tsx';

describe('instruction and info', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', original);
  });

  it("collapses long instructions at 150 px behind 'Read more'", async () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 400,
    });
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'i',
          type: 'instruction',
          label: 'Before you start',
          instructionOptions: { text: 'Long text '.repeat(80) },
        },
      ]),
    });
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows short instructions whole and info notes', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 40,
    });
    renderForm({
      definition: oneSection([
        { name: 'i', type: 'instruction', instructionOptions: { text: 'Answer honestly.' } },
        { name: 'n', type: 'info', label: 'Privacy', help: 'We keep your answers private.' },
      ]),
    });
    expect(screen.getByText('Answer honestly.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Privacy' })).toHaveTextContent(
      'We keep your answers private.',
    );
  });
});

describe('e-sign frame', () => {
  const item = {
    name: 'sign',
    type: 'esignForm' as const,
    label: 'Offer letter',
    esignOptions: { customDomain: 'sign.example.com', wid: 'w-1', hosted: true },
  };

  it('builds the frame address from the custom domain with wid and hosted', () => {
    expect(esignFrameUrl(item)).toBe('https://sign.example.com/?wid=w-1&hosted=true');
    expect(esignFrameUrl({ ...item, esignOptions: {} })).toBeNull();
  });

  it('calls onSign for ESIGN and onReject for REJECT from the frame origin only', () => {
    const onSign = vi.fn();
    const onReject = vi.fn();
    renderForm({ definition: oneSection([item]), esign: { onSign, onReject } });
    const frame = screen.getByTitle('Offer letter') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('height', '600');
    const post = (origin: string, type: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { origin, data: { type }, source: frame.contentWindow }),
        );
      });
    post('https://evil.example.com', 'ESIGN');
    expect(onSign).not.toHaveBeenCalled();
    post('https://sign.example.com', 'ESIGN');
    expect(onSign).toHaveBeenCalledWith('sign', { type: 'ESIGN' });
    post('https://sign.example.com', 'REJECT');
    expect(onReject).toHaveBeenCalledWith('sign', { type: 'REJECT' });
  });

  it('sizes embedded forms 800 x 1132', () => {
    renderForm({ definition: oneSection([{ ...item, type: 'embedded_form' }]) });
    expect(screen.getByTitle('Offer letter')).toHaveAttribute('width', '800');
    expect(screen.getByTitle('Offer letter')).toHaveAttribute('height', '1132');
  });
});
