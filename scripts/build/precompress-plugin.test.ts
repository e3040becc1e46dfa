/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressedTwins, PRECOMPRESS_THRESHOLD } from './precompress-plugin';

const rootDir = path.resolve(__dirname, '../..');
let workDir: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const srcDir = path.join(workDir, 'src');
  fs.mkdirSync(srcDir);
  // A script well above the threshold (its words repeat, as real code does), a small chunk, and a
  // picture that is not text.
  const words = Array.from({ length: 400 }, (_, i) => `item number ${i % 37} of the shop`);
  fs.writeFileSync(
    path.join(srcDir, 'index.js'),
    `import('./small.js');\nconsole.log(${JSON.stringify(words)}.join('\\n'));\nconsole.log(new URL('./picture.png', import.meta.url));\n`,
  );
  fs.writeFileSync(path.join(srcDir, 'small.js'), 'export const small = 1;\n');
  fs.writeFileSync(path.join(srcDir, 'picture.png'), Buffer.alloc(4096, 7));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** A real production build of the tiny app (the rspack CLI), with or without the plugin. */
function build(outName: string, withPlugin: boolean): string {
  const outDir = path.join(workDir, outName);
  const config = path.join(workDir, `${outName}.config.ts`);
  const plugin = path.join(rootDir, 'scripts/build/precompress-plugin.ts');
  fs.writeFileSync(
    config,
    `import { PrecompressPlugin } from ${JSON.stringify(plugin)};
export default {
  mode: 'production',
  context: ${JSON.stringify(path.join(workDir, 'src'))},
  entry: { main: './index.js' },
  devtool: false,
  output: { path: ${JSON.stringify(outDir)}, filename: '[name].[contenthash:10].js', clean: true },
  module: { rules: [{ test: /\\.png$/, type: 'asset/resource' }] },
  plugins: ${withPlugin ? '[new PrecompressPlugin()]' : '[]'},
};
`,
  );
  execFileSync(path.join(rootDir, 'node_modules/.bin/rspack'), ['build', '--config', config], {
    cwd: workDir,
    stdio: 'pipe',
  });
  return outDir;
}

describe('PrecompressPlugin', () => {
  it('emits brotli and gzip twins that decode back to the asset, for text assets only', () => {
    const outDir = build('dist', true);
    const files = fs.readdirSync(outDir).sort();
    const main = files.find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file));
    expect(main).toBeDefined();
    const original = fs.readFileSync(path.join(outDir, main as string));
    expect(original.length).toBeGreaterThan(PRECOMPRESS_THRESHOLD);

    const br = fs.readFileSync(path.join(outDir, `${main}.br`));
    const gz = fs.readFileSync(path.join(outDir, `${main}.gz`));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    expect(gz.length).toBeLessThan(original.length);
    // Brotli at its highest quality beats gzip 9 on text.
    expect(br.length).toBeLessThan(gz.length);

    // The small chunk and the picture have no twins; no twin has a twin.
    const small = files.find((file) => file.endsWith('.js') && file !== main);
    expect(small).toBeDefined();
    expect(fs.statSync(path.join(outDir, small as string)).size).toBeLessThan(
      PRECOMPRESS_THRESHOLD,
    );
    expect(files.filter((file) => file.startsWith(small as string))).toEqual([small]);
    const picture = files.find((file) => file.endsWith('.png'));
    expect(picture).toBeDefined();
    expect(files.filter((file) => file.startsWith(picture as string))).toEqual([picture]);
    expect(files.filter((file) => /\.(br|gz)\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('leaves a build without the plugin as it was: no twins', () => {
    const outDir = build('dist-plain', false);
    expect(fs.readdirSync(outDir).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('gives no twin to content that compression does not shrink, nor to small content', async () => {
    expect(await compressedTwins(randomBytes(8192))).toEqual([]);
    expect(await compressedTwins(Buffer.from('x'.repeat(PRECOMPRESS_THRESHOLD - 1)))).toEqual([]);
    const twins = await compressedTwins(Buffer.from('x'.repeat(PRECOMPRESS_THRESHOLD)));
    expect(twins.map((twin) => twin.extension)).toEqual(['.br', '.gz']);
  });
});
