/**
 * A photo file as a phone writes one, for the tests: its camera (Xiaomi Mi A3, or an iPhone for a
 * HEIC), the time, a GPS position (Brasília) and XMP in the file, an orientation, and a red band
 * along its stored top edge, so a test can tell whether the photo was turned upright. `texture`
 * makes it as large as a phone's JPEG (about 6 MB at 4000 x 3000) with blurred noise, like a
 * photo's detail.
 *
 * `format` is how the phone saved it: a JPEG with its EXIF orientation, an AVIF (sharp's encoder;
 * the turn is the file's `irot`, as HEIF files carry it), or an iPhone's HEIC (./iphoneHeic.ts).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { iphoneHeic } from "./iphoneHeic";

export interface PhonePhoto {
  width: number;
  height: number;
  /** EXIF orientation: 6 is a photo taken with the phone turned a quarter to the right. */
  orientation?: number;
  gps?: boolean;
  texture?: boolean;
  format?: "jpeg" | "avif" | "heic";
}

export const phoneCamera = { Make: "Xiaomi", Model: "Mi A3" };
export const iphoneCamera = { Make: "Apple", Model: "iPhone 15" };

const gpsPosition = { GPSLatitudeRef: "S", GPSLatitude: "15/1 50/1 729/100", GPSLongitudeRef: "W", GPSLongitude: "48/1 0/1 5590/100" };

/** The EXIF a phone writes: camera, time and (unless `gps` is false) where the photo was taken. */
const exifOf = (camera: Record<string, string>, gps: boolean) => ({ IFD0: { ...camera, DateTime: "2026:10:03 17:42:10" }, ...(gps ? { IFD3: gpsPosition } : {}) });

export async function writePhonePhoto(file: string, { width, height, orientation = 1, gps = true, texture = false, format = "jpeg" }: PhonePhoto): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (format === "heic") {
    // Only the container and its EXIF are the test's: the picture is a flat colour (see ./iphoneHeic.ts).
    const carrier = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1f6f8b" } }).withExif(exifOf(iphoneCamera, gps)).jpeg().toBuffer();
    const { exif } = await sharp(carrier).metadata();
    fs.writeFileSync(file, iphoneHeic({ width, height, orientation, exif: exif! }));
    return;
  }
  const base = texture
    ? await sharp({ create: { width, height, channels: 3, background: "#1f6f8b", noise: { type: "gaussian", mean: 110, sigma: 45 } } }).blur(0.7).png().toBuffer()
    : await sharp({ create: { width, height, channels: 3, background: "#1f6f8b" } }).png().toBuffer();
  const band = Math.round(height / 10);
  const photo = sharp(base)
    .composite([{ input: { create: { width, height: band, channels: 3, background: "#d62828" } }, top: 0, left: 0 }])
    .withExif(exifOf(phoneCamera, gps))
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="MIUI Camera"/></rdf:RDF></x:xmpmeta>')
    .withMetadata({ orientation });
  await (format === "avif" ? photo.avif({ quality: 50 }) : photo.jpeg({ quality: 92 })).toFile(file);
}
