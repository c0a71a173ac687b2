import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestCode, newBrowser, request, type Browser } from '../../test/sign-in.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const OWNER = 'owner@b.co';
const HOME = '192.0.2.50';

const askFor = async (remoteAddress: string, browser?: Browser) =>
  request(t.app, browser ?? (await newBrowser(t.app)), {
    method: 'POST',
    url: '/api/auth/code',
    payload: { email: OWNER },
    remoteAddress,
  });
const verify = async (code: string, remoteAddress: string, browser?: Browser) =>
  request(t.app, browser ?? (await newBrowser(t.app)), {
    method: 'POST',
    url: '/api/auth/verify',
    payload: { email: OWNER, code },
    remoteAddress,
  });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

// A stranger knows the owner's email and has a few addresses; the owner has their mailbox.
describe('sign-in that strangers cannot turn against the owner', () => {
  it("keeps codes coming to an address the owner signed in from, past the email's ceiling", async () => {
    const owner = await newBrowser(t.app);
    expect((await askFor(HOME, owner)).statusCode).toBe(200);
    expect((await verify(await latestCode(t.app, OWNER), HOME, owner)).statusCode).toBe(200);

    // 30 requests from 6 addresses: the email's ceiling (20 an hour) is used up
    const flood: number[] = [];
    for (let address = 1; address <= 6; address += 1)
      for (let i = 0; i < 5; i += 1) flood.push((await askFor(`203.0.113.${address}`)).statusCode);
    expect(flood.filter((status) => status === 429).length).toBeGreaterThan(0);
    // a stranger's fresh address meets the ceiling
    const stranger = await askFor('198.51.100.99');
    expect(stranger.statusCode).toBe(429);

    // the owner's own address does not share it: a code comes, and it signs in
    const again = await newBrowser(t.app);
    expect((await askFor(HOME, again)).statusCode).toBe(200);
    expect((await verify(await latestCode(t.app, OWNER), HOME, again)).statusCode).toBe(200);
  });

  it("lets the owner's code work after strangers sent 8 wrong codes from 8 addresses", async () => {
    expect((await askFor(HOME)).statusCode).toBe(200);
    const code = await latestCode(t.app, OWNER);
    for (let address = 1; address <= 8; address += 1)
      expect((await verify(wrongFor(code), `203.0.113.${address}`)).statusCode).toBe(400);
    expect((await verify(code, HOME)).statusCode).toBe(200);
  });

  it('takes at most 5 guesses at a code from addresses other than the one that asked for it', async () => {
    expect((await askFor(HOME)).statusCode).toBe(200);
    const code = await latestCode(t.app, OWNER);
    for (let address = 1; address <= 5; address += 1)
      expect((await verify(wrongFor(code), `203.0.113.${address}`)).statusCode).toBe(400);
    // the sixth guess from elsewhere is refused even when right: guessing stays bounded
    const sixth = await verify(code, '203.0.113.6');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.code).toBe('sign_in_code_locked');
    // the owner, where they asked for it, still has their own tries
    expect((await verify(code, HOME)).statusCode).toBe(200);
  });

  it("counts a stranger's guesses against the stranger's own code, not the owner's", async () => {
    expect((await askFor(HOME)).statusCode).toBe(200);
    const ownerCode = await latestCode(t.app, OWNER);
    const strangerAddress = '203.0.113.7';
    expect((await askFor(strangerAddress)).statusCode).toBe(200);
    // the stranger's 5 tries from their address lock what they can try: their own code, and
    // the owner's as far as guesses from elsewhere go
    for (let i = 0; i < 5; i += 1)
      expect((await verify(wrongFor(ownerCode), strangerAddress)).statusCode).toBe(400);
    const locked = await verify(ownerCode, strangerAddress);
    expect(locked.json().error.code).toBe('sign_in_code_locked');
    expect((await verify(ownerCode, HOME)).statusCode).toBe(200);
  });

  it('gives the owner a fresh code that works whatever was guessed at the old ones', async () => {
    expect((await askFor(HOME)).statusCode).toBe(200);
    const old = await latestCode(t.app, OWNER);
    for (let i = 0; i < 5; i += 1) expect((await verify(wrongFor(old), HOME)).statusCode).toBe(400);
    expect((await verify(old, HOME)).json().error.code).toBe('sign_in_code_locked');
    expect((await askFor(HOME)).statusCode).toBe(200);
    const fresh = await latestCode(t.app, OWNER);
    for (let address = 1; address <= 5; address += 1)
      await verify(wrongFor(fresh), `203.0.113.${address}`);
    expect((await verify(fresh, HOME)).statusCode).toBe(200);
  });
});
