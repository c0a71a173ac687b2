import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockOwner } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'careers-lock-'));

describe('the data directory lock', () => {
  it('refuses a second owner while the first process runs', async () => {
    const dataDir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      expect(lockOwner(dataDir)).toBe(other.pid);
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir)).toThrow(/in use by another server/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended, and releases it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    expect(lockOwner(dataDir)).toBeUndefined();
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
