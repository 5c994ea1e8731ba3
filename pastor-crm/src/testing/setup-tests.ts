import "@testing-library/jest-dom/vitest";
import { answerApiFromMocks } from "@church/ui-kit/testing";

/** The contracts' mocks answer every /api call, as in mock mode; tests override single endpoints. */
export const server = answerApiFromMocks();
