/**
 * Generates the original placeholder photo set under data/photos/ (committed to the repository).
 *
 * No real photos of the program exist yet and none may be downloaded, so every photo slot the
 * site has gets an intentional, brand-coloured composition instead: warm evening light, soft
 * bokeh for depth, layered ground, silhouettes of mentors and young people arranged for the
 * scene the slot describes, and a fine film grain. They are real-size JPEGs (2,000+ px on the
 * long side) so gatsby-plugin-image does the same work it will do with real photos.
 *
 * Output is deterministic (seeded per file), so running it again changes nothing.
 * Replace any file with a real photo of the same name (see docs/editing.md, "Photos"). The slots,
 * what each shows and its description are listed in ./placeholderPhotos.ts.
 *
 * The samples' hashes are listed in plugins/content/sample-photos.sha256, by which the launch gate
 * recognises a sample whatever its name, mark or description say (src/content/samplePhotos.ts):
 * each photo as drawn, and with --hashes each sample's file as shipped that the list does not name
 * yet; a line once written stays, so a photo later replaced under a sample's name is never listed.
 *
 *   npm run photos              # writes every missing photo, and the list of their hashes
 *   npm run photos -- --force   # rewrites them all
 *   npm run photos -- --hashes  # only the list of their hashes, from the files as shipped
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { palettes, placeholderPhotos as photos, type PlaceholderPhoto as PhotoSpec, type Scene } from "./placeholderPhotos";
import { sampleHashesText } from "../src/content/samplePhotos";
import { fileSha256, readSampleHashes, sampleHashesFile } from "../plugins/content/samplePhotoFiles";

const root = path.join(__dirname, "..");
const outDir = path.join(root, "data", "photos");

/** A small deterministic PRNG (mulberry32), seeded from the file name. */
function rng(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fmt = (n: number): number => Number(n.toFixed(1));

/** A head-and-shoulders silhouette whose shoulders sit `h` above `baseY`, centred on `x`.
 * The body runs on below `baseY`, so a figure further back is hidden by the ones in front. */
function person(x: number, baseY: number, h: number, fill: string, lean = 0): string {
  const headR = h * 0.12;
  const top = baseY - h;
  const headCy = top + headR;
  const neckTop = headCy + headR * 0.7;
  const sy = headCy + headR * 1.6; // shoulder line
  const sw = h * 0.5; // shoulder width
  const nw = headR * 0.42; // neck half-width
  const bottom = baseY + h * 0.6;
  const body = [
    `M ${fmt(x - sw * 0.47)} ${fmt(bottom)}`,
    `L ${fmt(x - sw / 2)} ${fmt(sy + h * 0.12)}`,
    `C ${fmt(x - sw / 2)} ${fmt(sy + h * 0.03)}, ${fmt(x - sw * 0.32)} ${fmt(sy)}, ${fmt(x - nw)} ${fmt(sy - h * 0.006)}`,
    `L ${fmt(x - nw)} ${fmt(neckTop)} L ${fmt(x + nw)} ${fmt(neckTop)} L ${fmt(x + nw)} ${fmt(sy - h * 0.006)}`,
    `C ${fmt(x + sw * 0.32)} ${fmt(sy)}, ${fmt(x + sw / 2)} ${fmt(sy + h * 0.03)}, ${fmt(x + sw / 2)} ${fmt(sy + h * 0.12)}`,
    `L ${fmt(x + sw * 0.47)} ${fmt(bottom)} Z`,
  ].join(" ");
  const headCx = x + lean * h * 0.05;
  return `<g fill="${fill}"><path d="${body}"/><ellipse cx="${fmt(headCx)}" cy="${fmt(headCy)}" rx="${fmt(headR * 0.86)}" ry="${fmt(headR)}"/></g>`;
}

/** Rim light: the same silhouette, slightly offset, in the light colour, behind the figure. */
function litPerson(x: number, baseY: number, h: number, fill: string, light: string, side: number): string {
  return `<g opacity="0.55" filter="url(#soft)">${person(x + side * h * 0.012, baseY - h * 0.008, h, light)}</g>${person(x, baseY, h, fill)}`;
}

function figuresFor(scene: Scene, w: number, h: number, count: number, rand: () => number, fill: string, light: string): string {
  const out: string[] = [];
  const ground = h * 0.86;
  const side = rand() > 0.5 ? 1 : -1;
  const add = (x: number, base: number, height: number) => out.push(litPerson(x, base, height, fill, light, side));
  switch (scene) {
    case "portrait": {
      const height = h * 0.78;
      add(w * (0.46 + rand() * 0.08), h * 1.02, height);
      break;
    }
    case "pair": {
      const adult = h * (0.62 + rand() * 0.06);
      const youth = adult * (0.8 + rand() * 0.06);
      const cx = w * (0.42 + rand() * 0.16);
      add(cx - w * 0.11, ground + h * 0.08, adult);
      add(cx + w * 0.1, ground + h * 0.1, youth);
      break;
    }
    case "circle": {
      const cx = w * 0.5;
      const cy = h * 0.7;
      const rx = w * 0.3;
      const ry = h * 0.1;
      const people: { x: number; y: number; s: number }[] = [];
      for (let i = 0; i < count; i += 1) {
        const a = (i / count) * Math.PI * 2 + rand() * 0.2;
        const depth = (Math.sin(a) + 1) / 2; // 0 = far, 1 = near
        people.push({ x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, s: 0.24 + depth * 0.14 });
      }
      people.sort((p, q) => p.y - q.y).forEach((p) => add(p.x, p.y + h * p.s * 0.55, h * p.s));
      break;
    }
    case "speaker": {
      add(w * (0.3 + rand() * 0.1), ground, h * 0.6);
      for (let i = 0; i < count - 1; i += 1) {
        const x = w * (0.55 + (i / Math.max(1, count - 2)) * 0.38);
        add(x, h * 1.04, h * (0.34 + rand() * 0.08));
      }
      break;
    }
    case "crowd":
    case "wide": {
      const rows = scene === "wide" ? 1 : 2;
      for (let r = 0; r < rows; r += 1) {
        const n = Math.ceil(count / rows);
        for (let i = 0; i < n; i += 1) {
          const x = w * (0.08 + (i + 0.5 * r + rand() * 0.3) * (0.84 / n));
          const size = scene === "wide" ? 0.5 + rand() * 0.12 : 0.3 + r * 0.14 + rand() * 0.05;
          add(x, ground + h * (0.05 + r * 0.1), h * size);
        }
      }
      break;
    }
    default: {
      // group: figures of mixed heights, mentors and youth, standing together
      for (let i = 0; i < count; i += 1) {
        const x = w * (0.5 + (i - (count - 1) / 2) * (0.62 / Math.max(1, count)) + (rand() - 0.5) * 0.03);
        const tall = i % 2 === 0 ? 0.6 : 0.5;
        add(x, ground + h * 0.07, h * (tall + rand() * 0.06));
      }
    }
  }
  return out.join("");
}

function composition(spec: PhotoSpec): string {
  const [w, h] = spec.size;
  const rand = rng(spec.file);
  const [skyTop, skyBottom, light, groundNear, groundFar, figure] = palettes[spec.palette];
  const angle = Math.round(rand() * 40 - 20);
  const sunX = fmt(w * (0.2 + rand() * 0.6));
  const sunY = fmt(h * (0.25 + rand() * 0.2));

  const bokeh = Array.from({ length: 26 }, () => {
    const r = fmt((0.01 + rand() * 0.06) * w);
    const blur = rand() > 0.5 ? "url(#blurFar)" : "url(#blurNear)";
    const colour = rand() > 0.35 ? light : skyBottom;
    return `<circle cx="${fmt(rand() * w)}" cy="${fmt(rand() * h * 0.75)}" r="${r}" fill="${colour}" opacity="${(0.08 + rand() * 0.22).toFixed(2)}" filter="${blur}"/>`;
  }).join("");

  const wave = (y: number, amp: number, colour: string, opacity: number): string => {
    const points: [number, number][] = [];
    const steps = 6;
    for (let i = 0; i <= steps; i += 1) points.push([fmt((i / steps) * w), fmt(y + (rand() - 0.5) * amp)]);
    let d = `M 0 ${h} L ${points[0][0]} ${points[0][1]}`;
    for (let i = 1; i < points.length; i += 1) {
      const [px, py] = points[i - 1];
      const [x, yy] = points[i];
      d += ` Q ${fmt((px + x) / 2)} ${fmt(py - amp * 0.3)}, ${x} ${yy}`;
    }
    return `<path d="${d} L ${w} ${h} Z" fill="${colour}" opacity="${opacity}"/>`;
  };

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" gradientTransform="rotate(${90 + angle} 0.5 0.5)">
      <stop offset="0" stop-color="${skyTop}"/>
      <stop offset="0.7" stop-color="${skyBottom}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="sun" cx="${sunX}" cy="${sunY}" r="${fmt(w * 0.45)}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${light}" stop-opacity="0.95"/>
      <stop offset="0.35" stop-color="${light}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </radialGradient>
    <filter id="blurFar"><feGaussianBlur stdDeviation="${fmt(w * 0.012)}"/></filter>
    <filter id="blurNear"><feGaussianBlur stdDeviation="${fmt(w * 0.004)}"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="${fmt(w * 0.003)}"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${Math.floor(rand() * 999)}" stitchTiles="stitch"/>
      <feColorMatrix type="saturate" values="0"/>
    </filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect width="${w}" height="${h}" fill="url(#sun)"/>
  ${bokeh}
  ${wave(h * 0.66, h * 0.08, groundFar, 0.85)}
  ${wave(h * 0.78, h * 0.05, groundNear, 0.9)}
  ${figuresFor(spec.scene, w, h, spec.figures ?? 3, rand, figure, light)}
  ${wave(h * 0.95, h * 0.03, groundNear, 0.75)}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  <rect width="${w}" height="${h}" filter="url(#grain)" opacity="0.07"/>
</svg>`;
}

/**
 * Lists the samples' hashes: each photo drawn now, and each sample the list does not name yet, from
 * its file in data/photos as shipped; a line already there stays (a photo since replaced under a
 * sample's name is never listed as the sample).
 */
function writeHashes(drawn: ReadonlySet<string>): void {
  const listed = new Map(readSampleHashes().map((sample) => [sample.file, sample.sha256]));
  for (const spec of photos) {
    const target = path.join(outDir, spec.file);
    if (drawn.has(spec.file) || (!listed.has(spec.file) && fs.existsSync(target))) listed.set(spec.file, fileSha256(target));
  }
  fs.writeFileSync(sampleHashesFile, sampleHashesText([...listed].map(([file, sha256]) => ({ file, sha256 }))));
  process.stdout.write(`${path.relative(root, sampleHashesFile)}: ${listed.size} sample photo(s) listed.\n`);
}

async function main() {
  const force = process.argv.includes("--force");
  const drawn = new Set<string>();
  if (!process.argv.includes("--hashes")) {
    for (const spec of photos) {
      const target = path.join(outDir, spec.file);
      if (!force && fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await sharp(Buffer.from(composition(spec)))
        .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" })
        .toFile(target);
      drawn.add(spec.file);
      process.stdout.write(`wrote data/photos/${spec.file}\n`);
    }
    process.stdout.write(`${drawn.size} photo(s) written, ${photos.length - drawn.size} already there.\n`);
  }
  writeHashes(drawn);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
