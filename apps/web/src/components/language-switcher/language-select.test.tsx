import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n/index.ts';
import { hrefInLanguage, nativeLanguageName } from './language-names.ts';
import { LanguageSelect } from './language-select.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('language-switcher');
});

describe('nativeLanguageName', () => {
  it('names each language in itself', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('ar')).toBe('العربية');
    expect(nativeLanguageName('ja')).toBe('日本語');
    expect(nativeLanguageName('fr')).toBe('Français');
  });
});

describe('hrefInLanguage', () => {
  it('sets hl and keeps the rest of the address', () => {
    expect(hrefInLanguage('/careers/job/1?domain=acme.example&hl=fr#apply', 'ar')).toBe(
      '/careers/job/1?domain=acme.example&hl=ar#apply',
    );
  });
});

describe('LanguageSelect', () => {
  it('opens from the keyboard, lists every language in its own name and lang, and keeps the choice', async () => {
    const onChoose = vi.fn();
    render(<LanguageSelect placement="footer" onChoose={onChoose} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Language/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(37);
    const arabic = within(list).getByRole('option', { name: 'العربية' });
    expect(arabic.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.click(arabic);
    expect(onChoose).toHaveBeenCalledWith(expect.stringContaining('hl=ar'));
    expect(document.cookie).toContain('hl=ar');
  });
});
