/**
 * Issue 28, finding 6: an upload's pictures take about 100 MB for a moment to make, so a process makes one upload's
 * at a time (`npm run bench:image-memory` measures it: four 49.99-megapixel uploads at once peaked at 535 MB before,
 * as one does now). A second upload waits its turn: it neither decodes nor stores anything while the first is at work.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/lib/logger.js";
import { parseConfig } from "../src/config.js";
import type { ServiceContext } from "../src/services/context.js";
import { LocalDiskMediaStore } from "../src/services/media/media-store.js";
import { createMediaService } from "../src/services/media/media.service.js";

const admin = { userId: "00000000-0000-4000-8000-000000000001", sessionId: "s", role: "admin" as const };
const picture = (colour: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).png().toBuffer();

async function until(check: () => boolean, what: string) {
  for (let i = 0; !check(); i += 1) {
    if (i > 400) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("uploads have their pictures made one at a time", () => {
  it("a second upload waits, untouched, until the first one's pictures are stored", async () => {
    const disk = new LocalDiskMediaStore(mkdtempSync(join(tmpdir(), "sutra-media-")));
    // A store that holds every write of the first upload until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writes: string[] = [];
    const store = Object.assign(Object.create(disk) as LocalDiskMediaStore, {
      async put(key: string, body: Buffer, type: string) {
        writes.push(key.split("/")[1]!);
        if (new Set(writes).size === 1) await held;
        return disk.put(key, body, type);
      },
    });
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-config-")) });
    const media = createMediaService({ mediaStore: store, logger: createLogger(config) } as unknown as ServiceContext);

    const first = media.uploadImage(admin, await picture("#7a5c3a"));
    await until(() => writes.length > 0, "the first upload stores its pictures");
    const second = media.uploadImage(admin, await picture("#1f6f8b"));
    // Either it waits its turn, or (as before issue 28) it goes ahead and stores its pictures beside the first's.
    await until(() => media.uploadsWaiting() === 1 || new Set(writes).size > 1, "the second upload waits its turn or writes");
    expect(new Set(writes).size).toBe(1);
    expect(media.uploadsWaiting()).toBe(1);

    release();
    const [one, two] = await Promise.all([first, second]);
    const folders = [...new Set(writes)];
    expect(folders).toHaveLength(2);
    // Every write of the first came before any of the second.
    expect(writes.lastIndexOf(folders[0]!)).toBeLessThan(writes.indexOf(folders[1]!));
    expect(one.url).toContain(folders[0]);
    expect(two.url).toContain(folders[1]);
    expect(media.uploadsWaiting()).toBe(0);
  });

  it("a refused upload does not hold up the next", async () => {
    const disk = new LocalDiskMediaStore(mkdtempSync(join(tmpdir(), "sutra-media-")));
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(join(tmpdir(), "sutra-config-")) });
    const media = createMediaService({ mediaStore: disk, logger: createLogger(config) } as unknown as ServiceContext);
    const bytes = await picture("#333333");
    const refused = media.uploadImage(admin, Buffer.from("not a picture"));
    const next = media.uploadImage(admin, bytes);
    await expect(refused).rejects.toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await next).url).toMatch(/original\.jpg$/);
  });
});
