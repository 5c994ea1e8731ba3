/** The committed recording of a demo sermon (src/db/seed/demo/audio/), named after its seed id. */
export const demoAudioFileName = (sermonId: string): string => `sermon-${sermonId.slice(-2)}.mp3`;
