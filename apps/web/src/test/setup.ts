import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after 1 s by default; a lazy chunk's first import takes longer than
// that when the two cores are busy with other test files (seen: the login modal, under load).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
