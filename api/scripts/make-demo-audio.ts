/**
 * Makes the short spoken recordings of the six demo sermons (src/db/seed/demo/audio/*.mp3), once, on
 * a developer's machine: the files are committed and the product never needs these tools.
 *
 *   apt-get install espeak-ng ffmpeg
 *   node --import tsx scripts/make-demo-audio.ts
 *
 * Each recording says, in English and then in Swahili, the sermon's title, speaker and description
 * from the contracts' seed, and that it is a demo recording. Mono MP3 at 24 kbps, 16 kHz: small, and
 * every browser and podcast app plays it.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { audioCategoryLabels, churchInfo } from "@church/contracts";
import { audioServicesSeed } from "@church/contracts/seed";
import { demoAudioFileName } from "../src/db/seed/demo/demo-audio-files.ts";

const outDir = join(import.meta.dirname, "../src/db/seed/demo/audio");
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "demo-audio-"));

const speak = (voice: string, text: string, file: string) =>
  execFileSync("espeak-ng", ["-v", voice, "-s", "150", "-w", file, text]);

try {
  // Half a second of quiet between the two languages, in espeak-ng's own format (22.05 kHz mono).
  const silence = join(work, "silence.wav");
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "anullsrc=r=22050:cl=mono",
    "-t",
    "0.6",
    "-c:a",
    "pcm_s16le",
    silence,
  ]);
  for (const sermon of audioServicesSeed) {
    const sw = sermon.translations?.sw;
    const category = audioCategoryLabels[sermon.category];
    const english = `${churchInfo.name}. ${sermon.title}. ${sermon.speaker}. ${sermon.description} This is a short demo recording in place of the full ${category.en.toLowerCase()}.`;
    const swahili = `${churchInfo.nameSw}. ${sw?.title ?? sermon.title}. ${sw?.description ?? ""} Hii ni rekodi fupi ya maonyesho badala ya ${category.sw.toLowerCase()} kamili.`;
    const en = join(work, "en.wav");
    const sv = join(work, "sw.wav");
    speak("en-us", english, en);
    speak("sw", swahili, sv);
    const list = join(work, "list.txt");
    writeFileSync(list, `file '${en}'\nfile '${silence}'\nfile '${sv}'\n`);
    const out = join(outDir, demoAudioFileName(sermon.id));
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      list,
      "-ac",
      "1",
      "-ar",
      "16000",
      "-codec:a",
      "libmp3lame",
      "-b:a",
      "24k",
      "-metadata",
      `title=${sermon.title} (demo)`,
      "-metadata",
      `artist=${sermon.speaker}`,
      "-metadata",
      `album=${churchInfo.name}`,
      out,
    ]);
    console.log(out);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
