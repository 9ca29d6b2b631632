/**
 * The app's icon, drawn by us as a few shapes (two playing cards on the accent colour) and
 * rendered twice from the same list: as SVG text and as PNG bytes at any size (an anti-aliased
 * rasteriser of its own, 4 × 4 samples on edge pixels, and a PNG writer over node:zlib), so the build
 * needs no image tool. The maskable variant fills the square and keeps the cards inside the
 * central circle of 80 % that launchers may crop to.
 */
import { crc32, deflateSync } from 'node:zlib';

type Shape =
  | { kind: 'rect'; cx: number; cy: number; w: number; h: number; r: number; turn: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string };

export interface IconColours {
  accent: string;
  card: string;
  back: string;
}

/** On a 100 × 100 canvas; `maskable` fills it edge to edge, else a rounded tile with clear corners. */
function shapes(colours: IconColours, maskable: boolean): Shape[] {
  const scale = maskable ? 0.72 : 1; // the safe zone of a maskable icon: a circle of radius 40
  const at = (v: number) => 50 + (v - 50) * scale;
  const tile: Shape = { kind: 'rect', cx: 50, cy: 50, w: 100, h: 100, r: maskable ? 0 : 22, turn: 0, fill: colours.accent };
  return [
    tile,
    { kind: 'rect', cx: at(42), cy: at(52), w: 38 * scale, h: 54 * scale, r: 6 * scale, turn: -14, fill: colours.back },
    { kind: 'rect', cx: at(58), cy: at(49), w: 38 * scale, h: 54 * scale, r: 6 * scale, turn: 9, fill: colours.card },
    { kind: 'circle', cx: at(58), cy: at(49), r: 9 * scale, fill: colours.accent },
  ];
}

export function iconSvg(colours: IconColours, maskable = false): string {
  const body = shapes(colours, maskable).map((shape) =>
    shape.kind === 'circle'
      ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
      : `<rect x="${shape.cx - shape.w / 2}" y="${shape.cy - shape.h / 2}" width="${shape.w}" height="${shape.h}" rx="${shape.r}" fill="${shape.fill}"${shape.turn ? ` transform="rotate(${shape.turn} ${shape.cx} ${shape.cy})"` : ''}/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body.join('')}</svg>\n`;
}

/** Whether the point (on the 100 × 100 canvas) lies inside the shape. */
function covers(shape: Shape, x: number, y: number): boolean {
  const dx = x - shape.cx;
  const dy = y - shape.cy;
  if (shape.kind === 'circle') return dx * dx + dy * dy <= shape.r * shape.r;
  const angle = (-shape.turn * Math.PI) / 180; // into the rectangle's own axes
  const u = Math.abs(dx * Math.cos(angle) - dy * Math.sin(angle));
  const v = Math.abs(dx * Math.sin(angle) + dy * Math.cos(angle));
  const hw = shape.w / 2;
  const hh = shape.h / 2;
  if (u > hw || v > hh) return false;
  const cu = u - (hw - shape.r);
  const cv = v - (hh - shape.r);
  return cu <= 0 || cv <= 0 || cu * cu + cv * cv <= shape.r * shape.r;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const SAMPLES = 4;

/** The icon as RGBA pixels, `size` × `size`. */
function rasterise(colours: IconColours, maskable: boolean, size: number): Uint8Array {
  const drawn = shapes(colours, maskable).map((shape) => ({ shape, colour: rgb(shape.fill) }));
  /** The index of the topmost shape at a point given in pixels, or -1. */
  const topAt = (px: number, py: number) => {
    let top = -1;
    drawn.forEach(({ shape }, index) => {
      if (covers(shape, (px * 100) / size, (py * 100) / size)) top = index;
    });
    return top;
  };
  // The top shape at every pixel corner: a pixel whose four corners agree lies inside one shape
  // (every shape is far larger than a pixel), so only pixels on an edge are sampled 4 × 4.
  const corners = new Int8Array((size + 1) * (size + 1));
  for (let y = 0; y <= size; y++) for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = topAt(x, y);
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const at = (py * size + px) * 4;
      const corner = corners[py * (size + 1) + px]!;
      const uniform = corner === corners[py * (size + 1) + px + 1] && corner === corners[(py + 1) * (size + 1) + px] && corner === corners[(py + 1) * (size + 1) + px + 1];
      if (uniform) {
        if (corner >= 0) pixels.set([...drawn[corner]!.colour, 255], at);
        continue;
      }
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const top = topAt(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
          if (top < 0) continue;
          const colour = drawn[top]!.colour;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      if (a > 0) pixels.set([Math.round(r / a), Math.round(g / a), Math.round(b / a)], at);
      pixels[at + 3] = Math.round((a * 255) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8-bit RGBA, no filtering) of the icon at `size` × `size` pixels. */
export function iconPng(colours: IconColours, size: number, maskable = false): Buffer {
  const pixels = rasterise(colours, maskable, size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1); // filter byte 0
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', new Uint8Array(0))]);
}
