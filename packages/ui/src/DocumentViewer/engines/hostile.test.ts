import { beforeAll, describe, expect, it } from 'vitest';
import samplePdf from '../fixtures/sample.pdf?url';
import sampleTiff from '../fixtures/sample.tiff?url';
import { makeHostileFiles } from '../fixtures/hostileFiles.ts';
import { openEngine } from './openEngine.ts';

/** The bar of issue 24: a hostile file answers, with a drawn page or an error, within this. */
const answerWithinMs = 5_000;

const corpus = await makeHostileFiles();

describe('hostile files answer within 5 s and never take the tab down', () => {
  // The engines' chunks and workers load once per page (seconds on a cold, busy machine, and no file is
  // involved): load them first, so each file is timed for what the file itself makes the engine do.
  beforeAll(async () => {
    for (const [kind, url] of [
      ['pdf', samplePdf],
      ['tiff', sampleTiff],
    ] as const)
      (await openEngine(kind, url)).destroy();
  });

  it.each(corpus.map((file) => [file.name, file] as const))('%s', async (_name, file) => {
    const started = performance.now();
    const outcome = await (async () => {
      try {
        const engine = await openEngine(file.extension, new Blob([file.bytes as Uint8Array<ArrayBuffer>]));
        try {
          await engine.render(0, document.createElement('canvas'), 1);
          return 'drawn';
        } finally {
          engine.destroy();
        }
      } catch (cause) {
        return cause instanceof Error ? `refused: ${cause.message}` : 'refused';
      }
    })();
    const elapsed = performance.now() - started;
    expect(outcome).toMatch(/^(drawn|refused)/);
    expect(elapsed, `${file.name}: ${outcome} after ${Math.round(elapsed)} ms`).toBeLessThan(answerWithinMs);
  });

  it('refuses what a header alone would make the decoder allocate, before decoding', async () => {
    const refusals = new Map<string, string>();
    for (const file of corpus.filter((f) => f.extension === 'tiff')) {
      await openEngine('tiff', new Blob([file.bytes as Uint8Array<ArrayBuffer>])).then(
        (engine) => {
          engine.destroy();
        },
        (cause: unknown) => refusals.set(file.name, cause instanceof Error ? cause.message : String(cause)),
      );
    }
    const expected: readonly (readonly [string, RegExp])[] = [
      ['a tag declaring four billion values', /declares 4294967280 values/],
      ['BitsPerSample with four billion values', /declares 4294967295 values/],
      ['a strip offset past the end', /strip past the end/],
      ['a cyclic page chain', /IFD loop/],
      ['a sub-IFD pointing at its own page', /IFD loop/],
      ['an Exif IFD out of range', /IFD offset out of range/],
      ['60000 × 60000 declared pixels', /page too large/],
      ['64 bits per sample', /unsupported bits per sample/],
      ['an unsupported compression', /unsupported compression 34712/],
      ['65535 directory entries', /IFD truncated/],
      ['one strip read 4096 times', /strips overlap/],
      ['a JPEG strip declaring 65520 × 65520 pixels', /JPEG larger than its page/],
    ];
    for (const [name, reason] of expected) expect(refusals.get(name), name).toMatch(reason);
  });
});
