import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import type { Editor, Extensions } from '@tiptap/react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { UploadImage } from '@/lib/upload-image';
import { RichTextImageForm } from './rich-text-editor-image';
import { RichTextToolbar, Tool } from './rich-text-toolbar';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Id of the visible label (a contenteditable cannot be the target of <label for>). */
  labelId: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Shown while empty, e.g. the text the public page falls back to. */
  placeholder?: string;
  className?: string;
  /** Given (blog posts), the toolbar gets an Image tool that uploads and inserts pictures. */
  uploadImage?: UploadImage;
  /** More node types the content may hold (the newsletter's card placeholders); read once. */
  extensions?: Extensions;
  /** More toolbar buttons, given the editor (the newsletter's "Artwork card", "Post card"). */
  extraTools?: (editor: Editor) => ReactNode;
}

/**
 * The HTML to store: '' when nothing was written (so forms can tell "empty" apart), and
 * without the empty paragraph TipTap keeps after a final heading or list for the cursor.
 */
const normalise = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/**
 * The one rich text editor of the admin (page texts, blog posts): TipTap with the formatting
 * the server's sanitiser keeps (headings 2–3, bold, italic, lists, quote, link, images).
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  placeholder = '',
  className,
  uploadImage,
  extensions: more = [],
  extraTools,
  ...aria
}: RichTextEditorProps) {
  const describedBy = aria['aria-describedby'];
  const invalid = aria['aria-invalid'];
  // Created once: TipTap compares options by identity and would reconfigure on every render.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      underline: false,
      // The artist's own links open in the same tab unless she says otherwise.
      link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
    }),
    Placeholder.configure({ placeholder }),
    // Always known, so stored images survive an edit; only uploadImage adds the tool.
    Image.configure({ inline: false, allowBase64: false }),
    ...more,
  ]);
  const [imageOpen, setImageOpen] = useState(false);
  // Accessible name, description and validity live on the contenteditable itself.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'prose max-w-none px-3 py-3',
      },
    }),
    [labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions,
    editorProps,
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) =>
      onChange(current.isEmpty ? '' : normalise(current.getHTML())),
    onBlur: () => onBlur?.(),
  });

  // A value from outside (loaded data, a form reset) replaces the content without an update.
  useEffect(() => {
    const current = editor.isEmpty ? '' : normalise(editor.getHTML());
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'rich-text-editor border border-line bg-surface focus-within:border-accent',
        invalid && 'border-danger',
        className,
      )}
    >
      <RichTextToolbar
        editor={editor}
        extra={
          (uploadImage || extraTools) && (
            <>
              {uploadImage && (
                <Tool label="Image" active={imageOpen} onClick={() => setImageOpen(!imageOpen)}>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                    <rect x="2.5" y="3.5" width="15" height="13" stroke="currentColor" />
                    <path d="M3 14l4.5-4.5 3.5 3.5 2-2 4 4" stroke="currentColor" />
                    <circle cx="13.5" cy="7.5" r="1.25" fill="currentColor" />
                  </svg>
                </Tool>
              )}
              {extraTools?.(editor)}
            </>
          )
        }
        panel={
          uploadImage &&
          imageOpen && (
            <RichTextImageForm
              upload={uploadImage}
              onInsert={(image) => {
                editor.chain().focus().setImage(image).run();
                setImageOpen(false);
              }}
              onCancel={() => {
                setImageOpen(false);
                editor.commands.focus();
              }}
            />
          )
        }
      />
      <EditorContent editor={editor} />
    </div>
  );
}
