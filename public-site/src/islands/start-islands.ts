import { signedInHintCookie } from "@church/contracts";
import { rememberLanguage } from "@church/ui-kit/language-choice";
import { liveStreamChanged } from "../api/live-stream-event.ts";
import { audioOnlyChosen } from "../features/live-stream/audio-only-choice.ts";
import { languageOfferWanted } from "../features/navigation/language-offer-wanted.ts";
import { analyticsAllowed, hasCurrentConsent, readConsent } from "../lib/consent.ts";
import { showOfflineNote } from "../lib/offline-note.ts";
import type { PageState } from "../lib/page-state.ts";
import { emptyVisitorTimes, fillVisitorTimes } from "../lib/visitor-times.ts";
import { cacheNames } from "../service-worker/offline-rules.ts";
import { type IslandCondition, type IslandWhen, islandAttribute } from "./island-collector.ts";

/** An island of the page not hydrated yet: its element, or none. */
const pendingIsland = (target: EventTarget | null): HTMLElement | null => {
  const island = target instanceof Element ? target.closest<HTMLElement>(`[${islandAttribute}]`) : null;
  return island && island.dataset.hydrated === undefined ? island : null;
};

/**
 * Makes React see a field's text typed before its island was hydrated: React hydrates a field as it
 * finds it and notices a change only against the value it last knew, so the field is given that value
 * through React's own setter first (empty), then the typed text through the element's, and an input
 * event sent, as a keystroke does.
 */
function replayTyping(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  typed: string,
): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    // React hears a list's choice as its change event.
    field.value = typed;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (typed === field.defaultValue) return;
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  field.value = "";
  setValue?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A radio button or a checkbox: a click on one is let be before its island is live (it checks it). */
const checkable = (target: unknown): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox");

/**
 * Makes React see a box checked (or unchecked) before its island was hydrated, as the visitor left it
 * (`checked`). React sets a box it hydrates to its own state: then the box is clicked again, as the
 * visitor did. If it left it, the box is given the other state through React's own setter (which React
 * notes), then the visitor's through the element's, and a click event sent, which is what React
 * listens to on a box (not a click of the page's: the box does not change again).
 */
function replayChecking(field: HTMLInputElement, checked: boolean): void {
  if (!field.isConnected) return;
  if (field.checked !== checked) {
    field.click();
    return;
  }
  const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set;
  field.checked = !checked;
  setChecked?.call(field, checked);
  field.dispatchEvent(new Event("click", { bubbles: true }));
}

/** Where `element` is inside `root`: the index of each element on the way down. */
function pathWithin(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0);
  }
  return path;
}

/** The element at `path` inside `root`, if it is still a `tagName`. */
function elementAt(root: Element, path: readonly number[], tagName: string): HTMLElement | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement && at.tagName === tagName ? at : null;
}

/**
 * The browser's side of an islands page (islands/island.tsx), with no React of its own: the page is
 * the server's HTML and stays so; each island is hydrated as a root of its own when its timing says
 * (`data-when`, or at load when its `data-if` holds and else as `data-otherwise` says), and React, the
 * i18n texts and the query cache load with the first island hydrated (islands/hydrate-island.tsx). A
 * visitor's first load usually hydrates none: what they read needs no code, the visitor's own time is
 * filled in and a language link remembers its choice without React, and the visit is counted (with a
 * "yes" to analytics) by a module of its own. The page is ready (`data-app-ready`, the `app-ready` event
 * boot.js waits for) once the islands hydrated at load are.
 */
export function startIslands(state: PageState): void {
  const conditions: Record<IslandCondition, () => boolean | Promise<boolean>> = {
    staff: () => document.cookie.split(";").some((part) => part.trim() === `${signedInHintCookie}=1`),
    "swahili-wanted": () => languageOfferWanted(state.language),
    "day-over": () => Date.now() >= state.dayEnds,
    "consent-stored": () => state.consentBanner && hasCurrentConsent(readConsent()),
    "donation-returned": () => new URLSearchParams(location.search).get("donation") === "success",
    // The browser's own cache of saved sermons exists only once one was saved (features/audio/lib).
    "saved-offline": () =>
      typeof caches === "undefined" ? false : caches.has(cacheNames.savedAudio).catch(() => false),
    "audio-only": audioOnlyChosen,
    // The live stream page's wide layout (features/live-stream/components/live-stream.css).
    "chat-beside-player": () => matchMedia("(min-width: 60rem)").matches,
  };
  /**
   * When an island hydrates on this visit: `data-when`, its condition weighed (some ask the browser
   * and answer later). Until it is known, the island is `never`: a touch meanwhile waits for it.
   */
  const timings = new Map<HTMLElement, IslandWhen>();
  const timingOf = (element: HTMLElement): IslandWhen => timings.get(element) ?? "never";
  const decide = (element: HTMLElement): IslandWhen | Promise<IslandWhen> => {
    const { when, if: condition, otherwise } = element.dataset as Record<string, string | undefined>;
    if (when !== "load" || condition === undefined) return (when as IslandWhen | undefined) ?? "never";
    const fallback = (otherwise as IslandWhen | undefined) ?? "never";
    const holds = conditions[condition as IslandCondition]?.() ?? false;
    return typeof holds === "boolean"
      ? holds
        ? "load"
        : fallback
      : holds.then((answer) => (answer ? "load" : fallback));
  };

  let hydrator: Promise<(element: HTMLElement) => Promise<void>> | undefined;
  /** Each island being hydrated, to whether it is live. */
  const hydrating = new Map<HTMLElement, Promise<boolean>>();
  const hydrateIsland = (element: HTMLElement): Promise<boolean> => {
    const known = hydrating.get(element);
    if (known) return known;
    const started = (async () => {
      hydrator ??= import("./hydrate-island.tsx").then(
        ({ islandHydrator }) => islandHydrator(state),
        (error: unknown) => {
          hydrator = undefined;
          throw error;
        },
      );
      // The visitor's time this runtime filled in: the island's own code draws it again.
      emptyVisitorTimes(element);
      await (await hydrator)(element);
      element.dataset.hydrated = "true";
      // The texts as typed, not as the fields now hold them: a form library may set its fields to its
      // own values as it starts (react-hook-form's registered fields), and telling React of one
      // re-renders the island, which may empty the others.
      for (const [field, done] of typedEarly.get(element) ?? []) {
        if (typeof done === "string") replayTyping(field, done);
        else if (field instanceof HTMLInputElement) replayChecking(field, done.checked);
      }
      typedEarly.delete(element);
      return true;
    })().catch((error: unknown) => {
      console.warn(`The island ${element.getAttribute(islandAttribute)} could not start`, error);
      // Offline (its code, texts or data never reached the phone): the server's HTML stays, what was
      // typed is kept, and the next touch tries again (the connection may be back by then).
      void fillVisitorTimes(
        [...element.querySelectorAll<HTMLElement>(".ps-zone-time__local[data-start]")],
        state.language,
      );
      if (!navigator.onLine) {
        hydrating.delete(element);
        // Its form's Send, drawn disabled while the form was empty, can be pressed: the press is
        // answered with the offline note (the click handler below).
        for (const send of element.querySelectorAll<HTMLButtonElement>("form button[type=submit][disabled]"))
          send.disabled = false;
      }
      // Online all the same (a new build removed its code): taps are let be.
      else element.dataset.hydrated = "failed";
      return false;
    });
    hydrating.set(element, started);
    return started;
  };

  // A click inside an island not live yet (but on a link: it loads its page anyway) is held, the island
  // hydrated, and the click made again once it is (boot.js does the same for the islands of `load`).
  // A language link remembers its choice here (its island's code would come too late).
  addEventListener(
    "click",
    (event) => {
      const island = pendingIsland(event.target);
      if (!island || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if (link) {
        if (link.classList.contains("ck-lang__option")) rememberLanguage(link.hreflang);
        return;
      }
      // A radio button or checkbox (or its label) checks as it would: React is told once it is live.
      if (checkable(event.target) || checkable(event.target.closest("label")?.control)) return;
      // What is clicked again: an icon's (SVG) nearest HTML element, the button it is drawn in.
      let element: Element | null = event.target;
      while (element && !(element instanceof HTMLElement)) element = element.parentElement;
      if (!(element instanceof HTMLElement)) return;
      const target = element;
      const path = pathWithin(island, target);
      event.preventDefault();
      event.stopPropagation();
      void hydrateIsland(island).then((live) => {
        // A press that cannot be answered offline (a form's Send) is refused where the visitor sees
        // it: the offline note takes the focus and is read out; what they typed stays for later.
        if (!live) {
          if (!navigator.onLine) showOfflineNote();
          return;
        }
        // The same element, or where it is now if the island was drawn anew (its data had changed).
        const again = target.isConnected ? target : elementAt(island, path, target.tagName);
        if (!again) return;
        // Pressed as a click presses: focused (the press focused it before the island was live), then
        // the press and release its handlers may answer (tabs choose on the press), then the click.
        again
          .closest<HTMLElement>("button, a[href], input, select, textarea, summary, [tabindex]")
          ?.focus({ preventScroll: true });
        for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"]) {
          const init = {
            bubbles: true,
            cancelable: true,
            composed: true,
            button: 0,
            buttons: type.endsWith("down") ? 1 : 0,
          };
          again.dispatchEvent(
            type.startsWith("pointer")
              ? new PointerEvent(type, { ...init, isPrimary: true, pointerType: "mouse" })
              : new MouseEvent(type, init),
          );
        }
        again.click();
      });
    },
    true,
  );
  // What a visitor types into an island's field, or checks, before it is live (focus starts its
  // hydration, typing does not wait) is told to React once it is, as typing or a click: its state would
  // otherwise stay empty.
  const typedEarly = new Map<
    HTMLElement,
    Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | { checked: boolean }>
  >();
  addEventListener(
    "input",
    (event) => {
      const island = pendingIsland(event.target);
      const field = event.target;
      if (
        !island ||
        !(
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        )
      )
        return;
      const early = typedEarly.get(island) ?? new Map();
      // In the order done: a box checked, then a field it shows typed into.
      early.delete(field);
      typedEarly.set(island, early.set(field, checkable(field) ? { checked: field.checked } : field.value));
    },
    true,
  );
  const touched = (event: Event) => {
    const island = pendingIsland(event.target);
    if (!island || timingOf(island) !== "touch" || !(event.target instanceof Element)) return;
    // A press on a link loads its page: no code is needed for that.
    if (event.type === "pointerdown" && event.target.closest("a[href]")) return;
    const target = event.target;
    void hydrateIsland(island).then(() => {
      // A mouse still over what it came onto: its own hover handlers (a dropdown) are told now.
      if (event.type === "pointerover" && target.isConnected && target.matches(":hover"))
        target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    });
  };
  // `input`: a field filled without a focus (a browser's autofill, a list chosen by a script).
  for (const type of ["pointerdown", "focusin", "keydown", "input"]) addEventListener(type, touched, true);
  addEventListener("pointerover", (event) => event.pointerType === "mouse" && touched(event), true);

  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.closest<HTMLElement>(`[${islandAttribute}]`);
        if (!entry.isIntersecting || !island) continue;
        visible.unobserve(entry.target);
        void hydrateIsland(island);
      }
    },
    // A little before it is on screen, so that it is live when it gets there.
    { rootMargin: "200px 0px" },
  );

  const start = (element: HTMLElement, timing: IslandWhen): Promise<unknown> | undefined => {
    timings.set(element, timing);
    if (timing === "load") return hydrateIsland(element);
    // An island of display: contents has no box of its own: its first child is what shows.
    if (timing === "visible") visible.observe(element.firstElementChild ?? element);
    return undefined;
  };
  const atLoad: Promise<unknown>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
    const timing = decide(element);
    const started =
      typeof timing === "string" ? start(element, timing) : timing.then((known) => start(element, known));
    if (started) atLoad.push(started);
    // Another island's event that this one answers (the footer's Cookie Settings opens the banner's
    // dialog): it is hydrated first, then the event sent again.
    const wakeOn = element.dataset.wakeOn;
    if (wakeOn)
      addEventListener(wakeOn, () => {
        if (element.dataset.hydrated === undefined && !hydrating.has(element))
          void hydrateIsland(element).then(() => dispatchEvent(new Event(wakeOn)));
      });
  }
  // The visitor's own time, but where an island's React draws it.
  const drawnByReact = (line: HTMLElement) => {
    const island = line.closest<HTMLElement>(`[${islandAttribute}]`);
    return island !== null && hydrating.has(island);
  };
  void fillVisitorTimes(
    [...document.querySelectorAll<HTMLElement>(".ps-zone-time__local[data-start]")],
    state.language,
    (line) => !drawnByReact(line),
  );
  // The service countdown of a worship page ticks without React (features/worship/lib/countdown-ticker.ts).
  const countdowns = [...document.querySelectorAll<HTMLElement>("[data-countdown]")];
  if (countdowns.length > 0)
    void import("../features/worship/lib/countdown-ticker.ts").then((ticker) =>
      ticker.tickCountdowns(countdowns, state.language),
    );
  // The stream's parts of a worship page wake when its status changes (api/live-stream-watch.ts).
  if (document.querySelector(`[data-wake-on="${liveStreamChanged}"]`))
    void import("../api/live-stream-watch.ts").then((watch) => watch.watchLiveStream(state.queries));
  if (analyticsAllowed()) void import("../features/consent/page-view.ts").then((m) => m.recordPageView());
  void Promise.all(atLoad).then(() => {
    // Tests wait for this mark before interacting; public/boot.js makes a tap held until now again.
    document.documentElement.dataset.appReady = "true";
    dispatchEvent(new Event("app-ready"));
  });
}
