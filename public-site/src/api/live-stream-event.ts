/**
 * The window event sent when the stream's status is no longer what an islands page shows
 * (api/live-stream-watch.ts); the stream's islands wake on it. Apart, so that the page's runtime
 * names it without loading the watcher.
 */
export const liveStreamChanged = "live-stream-changed";
