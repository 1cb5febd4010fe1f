import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RichTextLinkForm } from './rich-text-link-form';

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * One toolbar button, named by `label`, which also shows as a tooltip while the pointer is on
 * it or it has the keyboard's focus (a `title` shows late, and never on focus or touch);
 * Escape hides it. Exported for tools the editor adds (the image tool, the newsletter cards).
 */
export function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className="group/tool relative inline-flex" onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-label={label}
        aria-pressed={active ?? undefined}
        disabled={disabled}
        // Keep the editor's selection: a mousedown on the button would blur it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        className={cn(
          'inline-flex size-9 items-center justify-center text-sm hover:bg-placeholder disabled:opacity-40',
          active && 'bg-ink text-paper hover:bg-ink',
        )}
      >
        {children}
      </button>
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-full left-1/2 z-30 mt-1 hidden -translate-x-1/2 bg-ink px-2 py-1 text-xs whitespace-nowrap text-paper',
          !dismissed && 'group-hover/tool:block group-has-[:focus-visible]/tool:block',
        )}
      >
        {label}
      </span>
    </span>
  );
}

/** Tools that go together; the toolbar wraps between groups, never inside one. */
function ToolGroup({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center gap-0.5">{children}</span>;
}

/** Left and right arrows move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
function onArrowKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(index + step + buttons.length) % buttons.length]?.focus();
}

const Separator = () => <span aria-hidden="true" className="h-5 w-px bg-line" />;

interface RichTextToolbarProps {
  editor: Editor;
  /** More tools after Link (the image tool when the editor can upload). */
  extra?: ReactNode;
  /** A panel under the buttons for such a tool (like the link form). */
  panel?: ReactNode;
}

/** Bold, italic, headings, lists, quote, link, undo and redo for the RichTextEditor. */
export function RichTextToolbar({ editor, extra, panel }: RichTextToolbarProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-line">
      <div
        role="toolbar"
        aria-label="Formatting"
        onKeyDown={onArrowKeys}
        className="flex flex-wrap items-center gap-x-1 gap-y-0.5 px-1 py-1"
      >
        <ToolGroup>
          <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
            <strong>B</strong>
          </Tool>
          <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
            <em className="font-display text-base">I</em>
          </Tool>
        </ToolGroup>
        <Separator />
        <ToolGroup>
          <Tool
            label="Heading level 2"
            active={state.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </Tool>
          <Tool
            label="Heading level 3"
            active={state.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </Tool>
        </ToolGroup>
        <Separator />
        <ToolGroup>
          <Tool
            label="Bulleted list"
            active={state.bullet}
            onClick={() => chain().toggleBulletList().run()}
          >
            <span aria-hidden="true">•≡</span>
          </Tool>
          <Tool
            label="Numbered list"
            active={state.ordered}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <span aria-hidden="true">1.</span>
          </Tool>
          <Tool label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
            <span aria-hidden="true" className="font-display text-xl leading-none">
              “
            </span>
          </Tool>
          <Tool label="Link" active={state.link || linkOpen} onClick={() => setLinkOpen(!linkOpen)}>
            <span aria-hidden="true" className="underline">
              a
            </span>
          </Tool>
        </ToolGroup>
        {extra && (
          <>
            <Separator />
            <ToolGroup>{extra}</ToolGroup>
          </>
        )}
        <Separator />
        <ToolGroup>
          <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
            <span aria-hidden="true">↶</span>
          </Tool>
          <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
            <span aria-hidden="true">↷</span>
          </Tool>
        </ToolGroup>
      </div>
      {linkOpen && (
        <RichTextLinkForm
          initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            const range = chain().extendMarkRange('link');
            (href ? range.setLink({ href }) : range.unsetLink()).run();
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      {panel}
    </div>
  );
}
