import { storyChecks } from "./support/story-checks.ts";

// Part 2 of the stories (support/story-checks.ts); the parts run side by side.
storyChecks(1, 2);
