import { storyChecks } from "./support/story-checks.ts";

// Part 1 of the stories (support/story-checks.ts); the parts run side by side.
storyChecks(0, 2);
