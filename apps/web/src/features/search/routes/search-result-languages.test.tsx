import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedRequest } from '@/lib/testing/fake-server.ts';
import {
  detailsReply,
  renderSearch,
  searchReply,
  startEachTestAtDesktopWidth,
} from './search-page-test-kit.tsx';

startEachTestAtDesktopWidth();

const ARABIC_TITLE = 'مُحاور الروبوتات';

/** The first result is a posting only in Arabic; the others are English, as the page. */
const mixedReply = (request: RecordedRequest) => {
  const reply = searchReply(request);
  reply.body.data.positions = reply.body.data.positions.map((item) =>
    item.id === 1
      ? { ...item, name: ARABIC_TITLE, language: 'ar' as const }
      : { ...item, language: 'en' as const },
  );
  return reply;
};

describe('search results titled in another language than the page', () => {
  it('mark the title with its language and direction, in the list and beside it', async () => {
    installFakeServer({
      'GET /api/pcsx/search': mixedReply,
      'GET /api/pcsx/position_details': detailsReply({
        name: ARABIC_TITLE,
        language: 'ar',
        description: '<p>علّم الروبوتات الإصغاء.</p>',
      }),
    });
    await renderSearch();

    const [arabicTitle] = await screen.findAllByText(ARABIC_TITLE, { selector: 'bdi' });
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    const [englishTitle] = screen.getAllByText('Position 2', { selector: 'bdi' });
    expect(englishTitle).toHaveAttribute('lang', 'en');
    expect(englishTitle).not.toHaveAttribute('dir');

    const preview = await screen.findByRole('complementary', { name: 'Selected job' });
    const heading = within(preview).getByRole('heading', { name: ARABIC_TITLE });
    expect(heading).toHaveAttribute('lang', 'ar');
    expect(heading).toHaveAttribute('dir', 'rtl');
    const description = await within(preview).findByText('علّم الروبوتات الإصغاء.');
    expect(description.closest('[lang]')).toHaveAttribute('lang', 'ar');
  });
});
