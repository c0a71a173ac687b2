import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL as baseURL, E2E_PORT as port } from './support/base-url.ts';

// The journeys run against a real server on a fresh embedded database (seeded with the demo on
// start), in Debian's Chromium: never a downloaded browser.
const dataDir = `/tmp/careers-e2e-${port}`;

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  // Tests mostly wait (network idle, animations): two workers halve the run on two cores.
  workers: 2,
  // A journey that fails once is a failure to fix, not to retry.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Entering animations leave text half-transparent for a moment, which axe reads as low
    // contrast; the app honours reduced motion, so the journeys see every state at once.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Each project is a visitor at an address of its own behind the proxy (the server trusts
  // X-Forwarded-For here), so the per-address limits on sign-in codes count each one apart. The
  // dev outbox answers only this machine, so it is read without the header (support/outbox.ts).
  // A journey for one width only is tagged @desktop-only or @phone-only and never reaches the
  // other project, so a run skips nothing.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {
        viewport: { width: 1280, height: 900 },
        extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.1' },
      },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.2' },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/src/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
    },
  },
});
