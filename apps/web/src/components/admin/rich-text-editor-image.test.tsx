import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadImage } from '@/lib/upload-image';
import { stubEditorLayout } from '@/test/editor-layout';
import { makeUploadedImage } from '@/test/factories';
import { inlineImage } from './rich-text-editor-image';
import { RichTextEditor } from './rich-text-editor';

const IMAGE = makeUploadedImage('/uploads/x', {
  width: 3000,
  height: 2000,
  variants: [960, 1600, 2400],
});

function Harness({ onChange, upload }: { onChange: (html: string) => void; upload?: UploadImage }) {
  const [value, setValue] = useState('<p>Studio</p>');
  return (
    <>
      <span id="label">Text</span>
      <RichTextEditor
        value={value}
        labelId="label"
        uploadImage={upload ?? (async (_file, onProgress) => (onProgress(1), IMAGE))}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
    </>
  );
}

stubEditorLayout();
beforeAll(() => {
  URL.createObjectURL = () => 'blob:local';
  URL.revokeObjectURL = () => {};
});

describe('RichTextEditor images', () => {
  it('uploads a picture and inserts the large variant with its description and size', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const insert = screen.getByRole('button', { name: 'Insert image' });
    expect(insert).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Image file'),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(insert).toBeEnabled());
    await user.type(screen.getByLabelText('Description (alt text)'), 'Three pears on linen');
    await user.click(insert);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<img src="/uploads/x/1600.webp" alt="Three pears on linen" width="1600" height="1067">',
        ),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  });

  it('shows an upload failure in the panel', async () => {
    const user = userEvent.setup();
    const failing: UploadImage = async () => {
      throw new Error('The image is too large. The limit is 200 MB.');
    };
    render(<Harness onChange={vi.fn()} upload={failing} />);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await user.upload(
      screen.getByLabelText('Image file'),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is too large. The limit is 200 MB.',
    );
    expect(screen.getByRole('button', { name: 'Insert image' })).toBeDisabled();
  });

  it('has no image tool without an upload (page texts)', () => {
    render(
      <>
        <span id="l">Bio</span>
        <RichTextEditor value="" onChange={vi.fn()} labelId="l" />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });
});

describe('inlineImage', () => {
  it('takes the first variant at least 1600 wide, else the largest, else the original', () => {
    expect(inlineImage(IMAGE, ' Pears ')).toEqual({
      src: '/uploads/x/1600.webp',
      alt: 'Pears',
      width: 1600,
      height: 1067,
    });
    const small = {
      ...IMAGE,
      width: 1000,
      height: 500,
      variants: [{ width: 960, url: '/v/960.webp' }],
    };
    expect(inlineImage(small, '')).toMatchObject({ src: '/v/960.webp', width: 960, height: 480 });
    expect(inlineImage({ ...small, variants: [] }, '')).toMatchObject({
      src: IMAGE.url,
      width: 1000,
      height: 500,
    });
  });
});
