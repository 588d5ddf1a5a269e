import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG drawn in code for the demo post's featured image: a navy-to-teal gradient with a
 * rising bar chart. Generated rather than shipped so the seed needs no binary file next to the
 * compiled code.
 */
export function renderDemoBanner(width = 1200, height = 630): Buffer {
  const bars = [0.3, 0.42, 0.38, 0.55, 0.68, 0.82];
  const barWidth = Math.round(width * 0.05);
  const gap = Math.round(barWidth * 0.5);
  const chartLeft = Math.round(width * 0.45);
  const chartRight = chartLeft + bars.length * (barWidth + gap);
  const baseline = Math.round(height * 0.82);

  // One filter byte (0: none) before each row of RGB pixels.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      let r = lerp(12, 14, t);
      let g = lerp(27, 116, t);
      let b = lerp(64, 128, t);
      const bar = Math.floor((x - chartLeft) / (barWidth + gap));
      const inBar = x >= chartLeft && (x - chartLeft) % (barWidth + gap) < barWidth;
      const level = bars[bar];
      if (inBar && level !== undefined && y < baseline && y >= baseline - level * height * 0.7) {
        r = 236;
        g = 246;
        b = 244;
      } else if (y >= baseline && y < baseline + 4 && x >= chartLeft - gap && x < chartRight) {
        r = 200;
        g = 220;
        b = 216;
      }
      const at = row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function lerp(from: number, to: number, t: number): number {
  return Math.round(from + (to - from) * t);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
