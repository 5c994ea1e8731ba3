import { type ReactNode, useEffect, useState } from "react";

/**
 * Its children appear once the page is live in the browser: they are not part of the server's HTML and
 * never delay its first paint. Its own state, so that showing them re-renders nothing else.
 */
export function WhenLive({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live ? children : null;
}
