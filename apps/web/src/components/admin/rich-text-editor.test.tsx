import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '@/test/editor-layout';
import { normaliseHref } from './rich-text-link-form';
import { RichTextEditor } from './rich-text-editor';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Biography</span>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        labelId="label"
        placeholder="Elena Marsh is a contemporary oil painter."
      />
      <button type="button" onClick={() => setValue('<p>Replaced</p>')}>
        Load other
      </button>
    </>
  );
}

stubEditorLayout();

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox showing the HTML it is given', () => {
    render(<Harness initial="<p>Born by the <em>sea</em>.</p>" onChange={vi.fn()} />);
    const box = screen.getByRole('textbox', { name: 'Biography' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.innerHTML).toContain('<em>sea</em>');
  });

  it('formats through the toolbar and reports the new HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="<p>Studio</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Heading level 2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Studio</h2>'));
    expect(screen.getByRole('button', { name: 'Heading level 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // One step back (history groups quick changes, so undo right after the only one).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Studio</p>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Studio</p></li></ul>'),
    );
  });

  it('shows the placeholder while empty and takes a new value from outside without reporting it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Biography' });
    expect(box.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Elena Marsh is a contemporary oil painter.',
    );
    await user.click(screen.getByRole('button', { name: 'Load other' }));
    await waitFor(() => expect(box.innerHTML).toContain('Replaced'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves between toolbar buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>x</p>" onChange={vi.fn()} />);
    screen.getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
  });
});

describe('normaliseHref', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['/contact', '/contact'],
    ['//example.org/x', 'https://example.org/x'],
    ['  ', ''],
  ])('%s -> %s', (raw, href) => expect(normaliseHref(raw)).toBe(href));
});
