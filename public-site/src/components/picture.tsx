import { type ImgHTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { islandOf } from "../islands/island.tsx";
import { useDataSaver } from "../lib/render-info.tsx";

export interface PictureProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** The placeholder's class when it must not take the image's place as is (the hero's backdrop). */
  placeholderClassName?: string;
}

/**
 * A content picture. With data saver on (decision 020) it is a button in the picture's place, and the
 * picture loads only when tapped; the server renders the same, so nothing is fetched before that.
 */
export function Picture({ placeholderClassName, ...image }: PictureProps) {
  const dataSaver = useDataSaver();
  const [shown, setShown] = useState(false);
  const { t } = useTranslation("site");
  if (!dataSaver || shown) return <img alt="" {...image} />;
  const { width, height } = image;
  return (
    <button
      type="button"
      className={`ps-picture ${placeholderClassName ?? image.className ?? ""}`}
      style={width && height && !placeholderClassName ? { aspectRatio: `${width} / ${height}` } : undefined}
      onClick={() => setShown(true)}
    >
      {image.alt ? t("dataSaver.showNamed", { name: image.alt }) : t("dataSaver.show")}
    </button>
  );
}

/** On an islands page, hydrated on the first touch (with data saver on, a tap shows the picture). */
export const PictureIsland = islandOf("picture", Picture, { when: "touch" });
