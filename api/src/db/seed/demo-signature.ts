// A signature as the desk's signature pad draws it (a dark stroke on a transparent PNG, as a data
// URL): the demo's handovers carry it, and the tests sign with it.
import { PNG } from 'pngjs';

const WIDTH = 240;
const HEIGHT = 80;

/** A handwritten-looking stroke: a wave across the pad. */
export function drawnSignature(): string {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let x = 10; x < WIDTH - 10; x += 1) {
    const y = Math.round(HEIGHT / 2 + Math.sin(x / 14) * 18 * Math.cos(x / 61));
    for (let dy = -1; dy <= 1; dy += 1) {
      const offset = ((y + dy) * WIDTH + x) * 4;
      png.data[offset] = 20;
      png.data[offset + 1] = 30;
      png.data[offset + 2] = 80;
      png.data[offset + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}
