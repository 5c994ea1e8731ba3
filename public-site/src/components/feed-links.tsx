import { buttonClassName } from "@church/ui-kit";
import { absoluteUrl } from "../lib/site-config.ts";
import "./feed-links.css";

/** One way to subscribe: a label and the address that opens it (an app link or the feed itself). */
export interface FeedLink {
  label: string;
  href: string;
  /** The feed's language, when the link is to one language's feed. */
  hrefLang?: string;
}

/** A feed's address for an app: `webcal://`, `podcast://`, ... in place of the origin's scheme. */
export const appFeedUrl = (scheme: string, path: string) =>
  absoluteUrl(path).replace(/^https?:/, `${scheme}:`);

/**
 * The Subscribe buttons of a feed (podcast apps for sermons, calendar apps for events): a titled
 * group of plain links, so they work without JavaScript too.
 */
export function FeedLinks({
  id,
  title,
  text,
  links,
}: {
  id: string;
  title: string;
  text: string;
  links: readonly FeedLink[];
}) {
  return (
    <section className="ps-panel ps-feed-links" aria-labelledby={id}>
      <h2 id={id} className="ps-panel__title">
        {title}
      </h2>
      <p className="ps-muted">{text}</p>
      <ul className="ps-feed-links__list">
        {links.map((link) => (
          <li key={link.href}>
            <a className={buttonClassName("secondary", "sm")} href={link.href} hrefLang={link.hrefLang}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
