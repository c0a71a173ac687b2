import { describe, expect, it } from 'vitest';
import { zipBombPdf } from '../../test/hostile-files.ts';
import { request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { countRows, editProfile, openEachTestWithAda } from './profile-test-kit.ts';
import { AVATAR_MAX_BYTES } from './store-avatar.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];

const dataUrl = (declaredType: string, bytes: Uint8Array | string) =>
  `data:${declaredType};base64,${Buffer.from(bytes).toString('base64')}`;

/** Bytes that start as `start` and are `size` long. */
const startingWith = (start: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return bytes;
};

const setPhoto = (value: string) =>
  editProfile(t.app, ada, { op_section: 'avatar', operation: 'update', op_data: { value } });

describe('a profile photo (profile_edit, a data URL) passes the checks every image passes', () => {
  it('takes a JPEG by its content and serves it as one', async () => {
    const set = await setPhoto(dataUrl('image/png', startingWith(JPEG_START, 2048)));
    expect(set.statusCode, set.body).toBe(200);
    const path = new URL(set.json().data.avatar as string).pathname;
    const image = await request(t.app, ada, { url: `${path}?domain=${TEST_DOMAIN}` });
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a lying or hostile file with a clear 4xx and stores nothing', async () => {
    const files = (await countRows(t.app)).files;
    const cases: [string, string, number, string][] = [
      [
        'a page declared as a PNG',
        dataUrl('image/png', '<html><script>alert(1)</script></html>'),
        415,
        'file_type_not_allowed',
      ],
      [
        'an SVG with a script',
        dataUrl(
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>',
        ),
        415,
        'file_type_not_allowed',
      ],
      [
        'a zip-bomb PDF declared as a JPEG',
        dataUrl('image/jpeg', zipBombPdf()),
        415,
        'file_type_not_allowed',
      ],
      ['an empty photo', 'data:image/png;base64,', 400, 'file_empty'],
      [
        'a PNG one byte past the limit',
        dataUrl('image/png', startingWith(PNG_SIGNATURE, AVATAR_MAX_BYTES + 1)),
        413,
        'file_too_large',
      ],
      [
        'a longer one, refused before it is decoded',
        dataUrl('image/png', startingWith(PNG_SIGNATURE, AVATAR_MAX_BYTES + 64 * 1024)),
        413,
        'file_too_large',
      ],
    ];
    for (const [name, value, status, code] of cases) {
      const response = await setPhoto(value);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.json().error.code, name).toBe(code);
      expect(response.json().message, name).toBeTruthy();
    }
    expect((await countRows(t.app)).files).toBe(files);
    // and a real photo still passes afterwards
    expect((await setPhoto(ONE_PIXEL_PNG)).statusCode).toBe(200);
  });
});
