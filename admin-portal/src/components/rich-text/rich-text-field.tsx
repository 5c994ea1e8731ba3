import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { richTextNamespace } from "./rich-text.texts.ts";
import "./rich-text-field.css";

export interface RichTextFieldProps {
  /** Visible label; also the editor's accessible name. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Language of the text (e.g. "sw" for the Swahili version). */
  lang?: string;
  /** HTML; an empty editor gives "". */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /**
   * A control that puts a picture in the text (the media library's picker, given by the form that
   * wants one: the newsletter); called with the function that inserts it at the cursor.
   */
  pictureButton?: (insert: (picture: { src: string; alt: string }) => void) => ReactNode;
}

/** What the toolbar shows as pressed, read once per transaction. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    link: editor.isActive("link"),
    href: (editor.getAttributes("link").href as string | undefined) ?? "",
  };
}

type Pressed = ReturnType<typeof toolbarState>;

/** Only web and mail links; the server's sanitiser applies the same rule. */
const safeHref = (text: string): string | null => {
  const href = text.trim();
  if (!href) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") ? href : `https://${href}`;
  return /^(https?:|mailto:|\/)/i.test(withScheme) ? withScheme : null;
};

/**
 * Rich text for article, announcement and newsletter bodies (tiptap): paragraphs, bold, italic, two heading
 * levels, lists and links, with a toolbar that is one tab stop (arrow keys move between its buttons).
 * It hands HTML to the form; the server sanitises it again. No injected <style> (CSP-friendly): its
 * look is in rich-text-field.css.
 */
export function RichTextField({
  label,
  hint,
  error,
  required,
  lang,
  value,
  onChange,
  onBlur,
  pictureButton,
}: RichTextFieldProps) {
  const { t } = useTranslation(richTextNamespace);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const attributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": "true" } : {}),
    ...(required ? { "aria-required": "true" } : {}),
    ...(lang ? { lang } : {}),
    class: "ck-input ap-rich-text__content",
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto"],
          HTMLAttributes: { rel: "noopener noreferrer", target: null },
        },
      }),
      // Pictures stay as they were written (a letter's own or a library picture); never inline data.
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => latest.current.onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => latest.current.onBlur?.(),
  });

  // A new value from outside (the form reset for another item) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Error and description change after the editor was made: keep its attributes in step.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  return (
    <div className="ck-field" data-invalid={error ? true : undefined}>
      {/* Not a <label>: the editor is a contenteditable, named through aria-labelledby. */}
      <span id={labelId} className="ck-field__label">
        {label}
        {required && (
          <span className="ck-field__required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </span>
      {hint && (
        <p id={hintId} className="ck-field__hint">
          {hint}
        </p>
      )}
      <div className="ap-rich-text">
        {editor && <RichTextToolbar editor={editor} />}
        {editor && pictureButton && (
          <div className="ap-rich-text__extra">
            {pictureButton((picture) => editor.chain().focus().setImage(picture).run())}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="ck-field__error">
          <span className="ck-visually-hidden">{t("error")}: </span>
          {error}
        </p>
      )}
    </div>
  );
}

interface ToolButton {
  key: Exclude<keyof Pressed, "href">;
  glyph: string;
  run: (editor: Editor) => void;
}

const buttons: ToolButton[] = [
  { key: "bold", glyph: "B", run: (e) => e.chain().focus().toggleBold().run() },
  { key: "italic", glyph: "I", run: (e) => e.chain().focus().toggleItalic().run() },
  { key: "heading2", glyph: "H2", run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: "heading3", glyph: "H3", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: "bulletList", glyph: "•", run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: "orderedList", glyph: "1.", run: (e) => e.chain().focus().toggleOrderedList().run() },
];

function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation(richTextNamespace);
  const pressed = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const [linkError, setLinkError] = useState(false);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const linkInputId = useId();
  const count = buttons.length + 1;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in steps) next = (focusIndex + (steps[event.key] ?? 0) + count) % count;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = count - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  };

  const openLink = () => {
    setHref(pressed.href);
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const safe = safeHref(href);
    if (href.trim() && !safe) {
      setLinkError(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (safe) chain.setLink({ href: safe }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <>
      <div className="ap-rich-text__toolbar" role="toolbar" aria-label={t("toolbar")} onKeyDown={move}>
        {buttons.map((button, index) => (
          <button
            key={button.key}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            className={`ap-rich-text__button ap-rich-text__button--${button.key}`}
            aria-pressed={pressed[button.key]}
            aria-label={t(button.key)}
            title={t(button.key)}
            tabIndex={focusIndex === index ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => button.run(editor)}
          >
            <span aria-hidden="true">{button.glyph}</span>
          </button>
        ))}
        <button
          ref={(node) => {
            refs.current[buttons.length] = node;
          }}
          type="button"
          className="ap-rich-text__button"
          aria-pressed={pressed.link}
          aria-expanded={linkOpen}
          tabIndex={focusIndex === buttons.length ? 0 : -1}
          onFocus={() => setFocusIndex(buttons.length)}
          onClick={() => (linkOpen ? setLinkOpen(false) : openLink())}
        >
          {t("link")}
        </button>
      </div>
      {linkOpen && (
        // biome-ignore lint/a11y/useSemanticElements: a group inside the surrounding form (no nested form)
        <div className="ap-rich-text__link" role="group" aria-label={t("link")}>
          <label htmlFor={linkInputId} className="ck-field__label">
            {t("linkUrl")}
          </label>
          <input
            id={linkInputId}
            className="ck-input"
            type="url"
            inputMode="url"
            value={href}
            aria-invalid={linkError || undefined}
            onChange={(event) => {
              setHref(event.target.value);
              setLinkError(false);
            }}
            onKeyDown={(event) => {
              // Enter applies the link instead of submitting the surrounding form.
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <button type="button" className="ap-rich-text__action" onClick={applyLink}>
            {t("applyLink")}
          </button>
          {pressed.link && (
            <button
              type="button"
              className="ap-rich-text__action"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                setLinkOpen(false);
              }}
            >
              {t("removeLink")}
            </button>
          )}
          {linkError && (
            <p className="ck-field__error" role="alert">
              {t("linkInvalid")}
            </p>
          )}
        </div>
      )}
    </>
  );
}
