/**
 * The sample photos the site came with (data/photos/, drawn by ./make-placeholder-photos.ts): for
 * each, how it is drawn and so what it shows, in each language, and the bytes' fingerprint of the
 * file as committed. No real photo of the program existed; each is faceless silhouettes on a
 * blurred evening sky, and a page that shows one says so (its description, data/: "Sample photo:
 * silhouettes of…", and `placeholder: true`, which the launch check refuses: src/content/launchCheck.ts).
 * tests/unit/placeholder-photos.test.ts holds every description in data/ to this list, and every
 * use of a file still these bytes to the mark; a real photo under the same name has other bytes.
 */

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
  /** The first 16 hex digits of the SHA-256 of the file as committed. */
  readonly sha256: string;
}

export const placeholderPhotos: readonly PlaceholderPhoto[] = [
  { file: "home-hero.jpg", scene: "group", palette: "dusk", figures: 3, size: [2400, 1600], sha256: "d194fd93c6024a31" },
  { file: "about-our-story.jpg", scene: "pair", palette: "gold", size: [2400, 1600], sha256: "615007d77b278899" },
  { file: "team-co-founder.jpg", scene: "portrait", palette: "dawn", size: [1600, 2000], sha256: "06233cd7308ffdaf" },
  { file: "team-executive-director.jpg", scene: "portrait", palette: "sea", size: [1600, 2000], sha256: "b460cb46a67725c2" },
  { file: "team-founder.jpg", scene: "portrait", palette: "ember", size: [1600, 2000], sha256: "64e2c654d446c751" },
  { file: "galleries-in-action-workshop.jpg", scene: "speaker", palette: "dawn", figures: 5, size: [2400, 1600], sha256: "d1db1545b8585892" },
  { file: "galleries-in-action-mentoring.jpg", scene: "pair", palette: "dusk", size: [2400, 1600], sha256: "25948b290b8d9cc6" },
  { file: "galleries-in-action-circle.jpg", scene: "circle", palette: "ember", figures: 7, size: [2400, 1600], sha256: "ac2379e574bdedd4" },
  { file: "galleries-in-action-teamwork.jpg", scene: "group", palette: "sea", figures: 4, size: [2400, 1600], sha256: "dbb2a039bf32fbde" },
  { file: "galleries-recognition-university.jpg", scene: "crowd", palette: "gold", figures: 14, size: [2400, 1600], sha256: "4277a49f5d09b2ca" },
  { file: "galleries-recognition-award.jpg", scene: "speaker", palette: "night", figures: 6, size: [2400, 1600], sha256: "edde8dc6dacbeb11" },
  { file: "galleries-recognition-community.jpg", scene: "group", palette: "dawn", figures: 6, size: [2400, 1600], sha256: "b0479866707b5ae4" },
  { file: "galleries-recognition-partners.jpg", scene: "pair", palette: "sea", size: [2400, 1600], sha256: "f27f0addda6b0098" },
  { file: "programs-mentorship.jpg", scene: "group", palette: "gold", figures: 4, size: [2400, 1600], sha256: "a43b0ca80e3b8176" },
  { file: "programs-storytelling.jpg", scene: "speaker", palette: "ember", figures: 5, size: [2400, 1600], sha256: "614def2ea2dc2785" },
  { file: "programs-intervention.jpg", scene: "pair", palette: "dawn", size: [2400, 1600], sha256: "c66953db0d7dc80d" },
  { file: "programs-restorative-circles.jpg", scene: "circle", palette: "dusk", figures: 8, size: [2400, 1600], sha256: "a0ab5a779da25bde" },
  { file: "programs-workshop.jpg", scene: "crowd", palette: "dusk", figures: 10, size: [2400, 1600], sha256: "afac7c085f50c381" },
  { file: "impact-community-service.jpg", scene: "group", palette: "sea", figures: 5, size: [2400, 1600], sha256: "c9f2870959bbd348" },
  { file: "impact-mentorship-programs.jpg", scene: "pair", palette: "ember", size: [2400, 1600], sha256: "438ed467efbb41c0" },
  { file: "participants-creative-expression.jpg", scene: "speaker", palette: "gold", figures: 3, size: [1800, 2250], sha256: "985fdc8c7cc5ce11" },
  { file: "participants-leadership-skills.jpg", scene: "group", palette: "night", figures: 3, size: [1800, 2250], sha256: "ed665eb22660a0fc" },
  { file: "participants-community-connection.jpg", scene: "circle", palette: "sea", figures: 6, size: [1800, 2250], sha256: "1f7e502c068eaa6c" },
  { file: "participants-building-confidence.jpg", scene: "portrait", palette: "dusk", size: [1800, 2250], sha256: "ebf6052c7f463921" },
  { file: "participants-success-stories.jpg", scene: "pair", palette: "gold", size: [1800, 2250], sha256: "5a22647d05476119" },
  { file: "impact-making-a-difference.jpg", scene: "wide", palette: "dawn", figures: 9, size: [2400, 1100], sha256: "531ea8937a739f8d" },
  { file: "impact-future-leaders.jpg", scene: "wide", palette: "dusk", figures: 7, size: [2400, 1100], sha256: "330b5fbecbd79ebb" },
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
  return language === "en" ? `Sample photo: ${sceneWords(photo, language)}, against ${sky}.` : `Foto de muestra: ${sceneWords(photo, language)}, contra ${sky}.`;
}

/** A sample photo by its file's name ("home-hero.jpg"). */
export const placeholderPhoto = (name: string): PlaceholderPhoto | undefined => placeholderPhotos.find((photo) => photo.file === name);
