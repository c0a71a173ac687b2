import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3520';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const req = ctx.request;
const token = async () => (await req.get(`${base}/api/pcsx/boot_data`)).headers()['x-csrf-token'];
const email = 'recruiter@northwind.example';
await req.post(`${base}/api/auth/code`, { data: { email }, headers: { 'X-CSRF-Token': await token() } });
const outbox = await (await req.get(`${base}/dev/outbox.json`)).json();
const mail = (outbox.data ?? outbox).find((m) => m.to === email);
const code = mail.text.match(/\b(\d{6})\b/)[1];
const v = await req.post(`${base}/api/auth/verify`, { data: { email, code }, headers: { 'X-CSRF-Token': await token() } });
console.log('verify', v.status());
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const [w, h] of [[1280, 900], [390, 844]]) {
  await page.setViewportSize({ width: w, height: h });
  for (const hl of ['en', 'ar']) {
    await page.goto(`${base}/employer/candidates?hl=${hl}`);
    await page.waitForTimeout(1500);
    await page.locator('input[type=search]').fill('jordan');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/candidates/shots/search-${hl}-${w}.png`, fullPage: false });
    await page.locator('main a[href^="/employer/candidates/"]').first().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/candidates/shots/candidate-${hl}-${w}.png`, fullPage: false });
  }
}
await page.setViewportSize({ width: 1280, height: 900 });
await page.goto(`${base}/employer?hl=en`);
await page.getByRole('button', { name: 'Import positions' }).click();
await page.locator('input[type=file]').setInputFiles('/tmp/candidates/bad.csv');
await page.getByRole('button', { name: 'Import', exact: true }).click();
await page.waitForTimeout(2000);
await page.screenshot({ path: `/tmp/candidates/shots/import-en-1280.png` });
await page.setViewportSize({ width: 390, height: 844 });
await page.screenshot({ path: `/tmp/candidates/shots/import-en-390.png` });
await browser.close();
