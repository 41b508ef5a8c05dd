/**
 * The sample photos the site came with (data/photos/, drawn by ./make-placeholder-photos.ts): for
 * each, how it is drawn and so what it shows, in each language. No real photo of the program
 * existed; each is faceless silhouettes on a blurred evening sky, and a page that shows one says
 * so (its description, data/: "Sample photo: silhouettes of…", and `placeholder: true`). The
 * launch check refuses a sample by its bytes too (their hashes: plugins/content/sample-photos.sha256,
 * src/content/samplePhotos.ts): a real photo under the same name has other bytes.
 */

import { sampleDescriptionOpenings } from "../src/content/samplePhotos";

/** Brand palettes (sky top, sky bottom, light, ground near, ground far, figures). */
type Palette = [skyTop: string, skyBottom: string, light: string, groundNear: string, groundFar: string, figures: string];
export const palettes = {
  dusk: ["#14213d", "#b8452b", "#f4a51c", "#0b1429", "#22345c", "#0b1429"],
  dawn: ["#22345c", "#f4a51c", "#fde7bf", "#14213d", "#3b4f7d", "#0b1429"],
  ember: ["#3a1f2b", "#d9622b", "#ffd166", "#1a1020", "#5b2a33", "#120a14"],
  sea: ["#0f2a44", "#2f7f8a", "#fde7bf", "#0b1a2b", "#1f4a5e", "#08131f"],
  gold: ["#5a3512", "#f4a51c", "#fff3d6", "#2a1a0c", "#7a4a1a", "#1f1309"],
  night: ["#0b1429", "#22345c", "#f4a51c", "#060b17", "#16244a", "#04070f"],
} satisfies Record<string, Palette>;

/**
 * The arrangement of a slot's figures: group (in a row), circle (round a centre), speaker (one
 * standing, others facing), pair (a taller and a shorter one), portrait (one bust), crowd (two
 * rows), wide (one row, for a banner).
 */
export type Scene = "group" | "circle" | "speaker" | "pair" | "portrait" | "crowd" | "wide";

export interface PlaceholderPhoto {
  readonly file: string;
  readonly scene: Scene;
  readonly palette: keyof typeof palettes;
  readonly figures?: number;
  readonly size: readonly [width: number, height: number];
}

export const placeholderPhotos: readonly PlaceholderPhoto[] = [
  { file: "home-hero.jpg", scene: "group", palette: "dusk", figures: 3, size: [2400, 1600] },
  { file: "about-our-story.jpg", scene: "pair", palette: "gold", size: [2400, 1600] },
  { file: "team-co-founder.jpg", scene: "portrait", palette: "dawn", size: [1600, 2000] },
  { file: "team-executive-director.jpg", scene: "portrait", palette: "sea", size: [1600, 2000] },
  { file: "team-founder.jpg", scene: "portrait", palette: "ember", size: [1600, 2000] },
  { file: "galleries-in-action-workshop.jpg", scene: "speaker", palette: "dawn", figures: 5, size: [2400, 1600] },
  { file: "galleries-in-action-mentoring.jpg", scene: "pair", palette: "dusk", size: [2400, 1600] },
  { file: "galleries-in-action-circle.jpg", scene: "circle", palette: "ember", figures: 7, size: [2400, 1600] },
  { file: "galleries-in-action-teamwork.jpg", scene: "group", palette: "sea", figures: 4, size: [2400, 1600] },
  { file: "galleries-recognition-university.jpg", scene: "crowd", palette: "gold", figures: 14, size: [2400, 1600] },
  { file: "galleries-recognition-award.jpg", scene: "speaker", palette: "night", figures: 6, size: [2400, 1600] },
  { file: "galleries-recognition-community.jpg", scene: "group", palette: "dawn", figures: 6, size: [2400, 1600] },
  { file: "galleries-recognition-partners.jpg", scene: "pair", palette: "sea", size: [2400, 1600] },
  { file: "programs-mentorship.jpg", scene: "group", palette: "gold", figures: 4, size: [2400, 1600] },
  { file: "programs-storytelling.jpg", scene: "speaker", palette: "ember", figures: 5, size: [2400, 1600] },
  { file: "programs-intervention.jpg", scene: "pair", palette: "dawn", size: [2400, 1600] },
  { file: "programs-restorative-circles.jpg", scene: "circle", palette: "dusk", figures: 8, size: [2400, 1600] },
  { file: "programs-workshop.jpg", scene: "crowd", palette: "dusk", figures: 10, size: [2400, 1600] },
  { file: "impact-community-service.jpg", scene: "group", palette: "sea", figures: 5, size: [2400, 1600] },
  { file: "impact-mentorship-programs.jpg", scene: "pair", palette: "ember", size: [2400, 1600] },
  { file: "participants-creative-expression.jpg", scene: "speaker", palette: "gold", figures: 3, size: [1800, 2250] },
  { file: "participants-leadership-skills.jpg", scene: "group", palette: "night", figures: 3, size: [1800, 2250] },
  { file: "participants-community-connection.jpg", scene: "circle", palette: "sea", figures: 6, size: [1800, 2250] },
  { file: "participants-building-confidence.jpg", scene: "portrait", palette: "dusk", size: [1800, 2250] },
  { file: "participants-success-stories.jpg", scene: "pair", palette: "gold", size: [1800, 2250] },
  { file: "impact-making-a-difference.jpg", scene: "wide", palette: "dawn", figures: 9, size: [2400, 1100] },
  { file: "impact-future-leaders.jpg", scene: "wide", palette: "dusk", figures: 7, size: [2400, 1100] },
];

type Language = "en" | "es";

const numbers: Record<Language, readonly string[]> = {
  en: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen"],
  es: ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece", "catorce"],
};

/** How many figures a scene draws (./make-placeholder-photos.ts figuresFor): a crowd fills two equal rows. */
export function figureCount(photo: Pick<PlaceholderPhoto, "scene" | "figures">): number {
  const count = photo.figures ?? 3;
  if (photo.scene === "portrait") return 1;
  if (photo.scene === "pair") return 2;
  return photo.scene === "crowd" ? 2 * Math.ceil(count / 2) : count;
}

/** The figures, as each scene draws them. */
function sceneWords(photo: PlaceholderPhoto, language: Language): string {
  const n = (count: number) => numbers[language][count] ?? String(count);
  const count = figureCount(photo);
  const en: Record<Scene, string> = {
    portrait: "the head-and-shoulders silhouette of one person",
    pair: "silhouettes of two people side by side, one taller than the other",
    group: `silhouettes of ${n(count)} people standing side by side`,
    circle: `silhouettes of ${n(count)} people in a circle`,
    speaker: `one tall standing silhouette facing ${n(count - 1)} smaller ones`,
    crowd: `silhouettes of ${n(count)} people in two rows`,
    wide: `a row of ${n(count)} silhouettes`,
  };
  const es: Record<Scene, string> = {
    portrait: "la silueta de una persona, de los hombros para arriba",
    pair: "siluetas de dos personas, una al lado de la otra, una más alta que la otra",
    group: `siluetas de ${n(count)} personas de pie, una al lado de la otra`,
    circle: `siluetas de ${n(count)} personas en círculo`,
    speaker: `una silueta alta, de pie, frente a otras ${n(count - 1)} más pequeñas`,
    crowd: `siluetas de ${n(count)} personas en dos filas`,
    wide: `una fila de ${n(count)} siluetas`,
  };
  return (language === "en" ? en : es)[photo.scene];
}

/** The sky, as each palette paints it. */
const skies: Record<keyof typeof palettes, Record<Language, string>> = {
  dusk: { en: "a blurred deep-blue and orange dusk sky", es: "un cielo de atardecer desenfocado, azul oscuro y naranja" },
  dawn: { en: "a blurred blue and golden sky", es: "un cielo desenfocado, azul y dorado" },
  ember: { en: "a blurred red and orange sunset", es: "un atardecer desenfocado, rojo y naranja" },
  sea: { en: "a blurred teal evening sky", es: "un cielo de tarde desenfocado, verde azulado" },
  gold: { en: "a blurred golden sunset", es: "un atardecer dorado y desenfocado" },
  night: { en: "a blurred night-blue sky with a warm glow", es: "un cielo nocturno desenfocado, azul, con un resplandor cálido" },
};

/** What a sample photo shows, as its description says it: "Sample photo: silhouettes of three people…, against a blurred…". */
export function placeholderDescription(photo: PlaceholderPhoto, language: Language): string {
  const sky = skies[photo.palette][language];
  const opening = sampleDescriptionOpenings[language];
  return language === "en" ? `${opening} ${sceneWords(photo, language)}, against ${sky}.` : `${opening} ${sceneWords(photo, language)}, contra ${sky}.`;
}

/** A sample photo by its file's name ("home-hero.jpg"). */
export const placeholderPhoto = (name: string): PlaceholderPhoto | undefined => placeholderPhotos.find((photo) => photo.file === name);
