import fs from 'node:fs';
import path from 'node:path';
import { uploadRules } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../../platform/storage/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { filedFiles } from '../../train/form/answer-files.ts';
import { LICENCE_PNG } from '../file-manage/test-upload.ts';
import { removePartialUploads, sweepUnusedUploads, UNUSED_UPLOAD_TTL_MS } from './cleanup.ts';
import { storeFile } from './service.ts';
import { storedFile } from './tables.ts';

const t = useTestApp();

describe('anonymous uploads no submission used', () => {
  const deps = () => ({ db: t.database.db, config: t.config, storage: openStorage(t.config) });
  const spooled = (name: string) => {
    const file = path.join(t.config.dataDir, name);
    fs.writeFileSync(file, LICENCE_PNG);
    return { path: file, fileName: name, size: LICENCE_PNG.length, md5: 'x' };
  };
  const anonymous = (name: string) =>
    storeFile(deps(), null, spooled(name), {
      rule: uploadRules.image,
      purpose: 'form',
      cmpyCode: 'C_HENGDA',
    });
  const exists = async (objectKey: string) => ({
    row:
      (await t.database.db.select().from(storedFile).where(eq(storedFile.objectKey, objectKey))).length === 1,
    object: (await deps().storage.stat(objectKey)) !== null,
  });

  it('removes them after a day, row and object, and keeps those a submission named', async () => {
    const unused = await anonymous('unused.png');
    const named = await anonymous('named.png');
    // The submission that names a file claims it.
    const found = await filedFiles(t.database.db, [named.objectKey], {
      purpose: 'form',
      cmpyCode: 'C_HENGDA',
    });
    expect([...found.keys()]).toEqual([named.objectKey]);

    // Within the day nothing goes.
    expect(await sweepUnusedUploads(deps())).toBe(0);
    expect(await exists(unused.objectKey)).toEqual({ row: true, object: true });

    expect(await sweepUnusedUploads(deps(), Date.now() + UNUSED_UPLOAD_TTL_MS + 1000)).toBe(1);
    expect(await exists(unused.objectKey)).toEqual({ row: false, object: false });
    expect(await exists(named.objectKey)).toEqual({ row: true, object: true });
    // A submission arriving after the sweep finds the file gone and is refused by its caller.
    expect(
      (await filedFiles(t.database.db, [unused.objectKey], { purpose: 'form', cmpyCode: 'C_HENGDA' })).size,
    ).toBe(0);
  });

  it('never counts an upload of a signed-in user as unused', async () => {
    const actor = {
      userId: 1,
      userCode: 'U1',
      username: 'admin',
      realName: '管理员',
      cmpyCode: null,
      sessionId: 1,
      permissions: new Set<string>(),
    };
    const own = await storeFile(deps(), actor, spooled('own.png'), {
      rule: uploadRules.image,
      purpose: 'file',
    });
    expect(await sweepUnusedUploads(deps(), Date.now() + 10 * UNUSED_UPLOAD_TTL_MS)).toBe(0);
    expect(await exists(own.objectKey)).toEqual({ row: true, object: true });
  });
});

describe('partial uploads left by a crash', () => {
  const place = (relative: string, ageMs: number) => {
    const file = path.join(t.config.dataDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'half');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
    return file;
  };

  it('removes the spools and half-copied objects at start, keeping whole objects and video chunks', async () => {
    const spool = place('tmp/uploads/a.upload', 1000);
    const assembly = place('tmp/assembly/VT1.123.mp4', 1000);
    const oldChunk = place('tmp/video/VT2/0', 1000); // the layout before chunks became objects
    const part = place('files/objects/file/202611/b.png.123.part', 1000);
    const whole = place('files/objects/file/202611/c.png', 1000);
    const chunk = place('files/objects/chunks/VT3/0', 1000);
    expect(await removePartialUploads(t.config.dataDir, { exclusive: true })).toBe(4);
    expect([spool, assembly, oldChunk, part].map((f) => fs.existsSync(f))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([whole, chunk].map((f) => fs.existsSync(f))).toEqual([true, true]);
  });

  it('with a shared data directory, removes only files untouched for an hour', async () => {
    const fresh = place('tmp/uploads/fresh.upload', 1000);
    const stale = place('files/objects/file/202611/d.png.9.part', 2 * 60 * 60 * 1000);
    expect(await removePartialUploads(t.config.dataDir, { exclusive: false })).toBe(1);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(stale)).toBe(false);
  });
});
