import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FormItem, UploadedFile } from '@careers/shared/forms/index';
import { FileUploadError } from '../renderer/form-renderer-context.ts';
import { oneSection, renderForm } from '../test/render-form.tsx';

const references: FormItem = {
  name: 'refs',
  type: 'dynamicList',
  label: 'References',
  rules: [
    { type: 'minLength', value: 1 },
    { type: 'maxLength', value: 2, message: 'Two references are enough' },
  ],
  dynamicListOptions: {
    items: [{ name: 'name', type: 'text', label: 'Name', required: true }],
    addButton: { text: 'Add reference' },
  },
};

describe('dynamic list', () => {
  it('starts with minLength rows, hides add at maxLength and delete at minLength', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: oneSection([references]), onSubmit });
    expect(await screen.findAllByRole('listitem', { name: /Item/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add reference' }));
    expect(screen.getAllByRole('listitem', { name: /Item/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add reference' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Item 2' }));
    expect(screen.getAllByRole('listitem', { name: /Item/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ refs: [{ name: 'Ada' }] }));
  });

  it('shows the rule message when the list has too many items', async () => {
    renderForm({
      definition: oneSection([
        { ...references, rules: [{ type: 'maxLength', value: 1, message: 'One reference only' }] },
      ]),
      values: { refs: [{ name: 'A' }, { name: 'B' }] },
      onSubmit: vi.fn(),
    });
    screen.getByRole('button', { name: 'Submit' }).click();
    expect(await screen.findByText('One reference only')).toBeInTheDocument();
  });
});

describe('dynamic list renderers', () => {
  it('uses itemTitleRenderer and deleteButtonRenderer', async () => {
    const { user } = renderForm({
      definition: oneSection([
        {
          ...references,
          rules: [],
          dynamicListOptions: {
            ...references.dynamicListOptions!,
            itemTitleRenderer: (row) => String(row.name ?? '') || 'New reference',
            deleteButtonRenderer: ({ label, onDelete }) => (
              <button type="button" onClick={onDelete}>
                {`Remove: ${label}`}
              </button>
            ),
          },
        },
      ]),
      values: { refs: [{ name: 'Ada' }, { name: '' }] },
    });
    expect(screen.getByRole('listitem', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'New reference' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove: Delete Ada' }));
    expect(screen.queryByRole('listitem', { name: 'Ada' })).not.toBeInTheDocument();
  });
});

describe('skill selector', () => {
  const skills = Array.from({ length: 13 }, (_, index) => `Skill ${index + 1}`);

  it("shows 10 skills with a '+N' toggle and 'Show fewer'", async () => {
    const { user } = renderForm({
      definition: oneSection([{ name: 's', type: 'skillSelector', label: 'Skills' }]),
      values: { s: skills },
    });
    expect(screen.getByText('Skill 10')).toBeInTheDocument();
    expect(screen.queryByText('Skill 11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 3 more skills' }));
    expect(screen.getByText('Skill 13')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByText('Skill 13')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 3 more skills' })).toHaveTextContent('+3');
  });

  it("adds suggestions one by one or with 'Add all', removes skills, and searches on 'Add skill'", async () => {
    const onSubmit = vi.fn();
    const searchSkills = vi.fn(async (query: string) => [`${query}Script`, `${query} testing`]);
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 's',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          skillSelectorOptions: { suggestions: ['Go', 'Rust', 'SQL'], searchSkills },
        },
      ]),
      onSubmit,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Add at least one skill.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Go' }));
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(screen.queryByRole('button', { name: 'Add Rust' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(screen.queryByRole('searchbox', { name: 'Search skills' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add skill' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search skills' }), 'Type');
    await user.click(
      await screen.findByRole('button', { name: 'Add TypeScript' }, { timeout: 2000 }),
    );
    expect(searchSkills).toHaveBeenLastCalledWith('Type');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ s: ['Go', 'Rust', 'TypeScript'] }));
  });
});

describe('file upload', () => {
  it('reads files to base64, removes by uid, and checks file rules', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'docs',
          type: 'fileUpload',
          label: 'Documents',
          rules: [
            { type: 'minLength', value: 1 },
            { type: 'maxFileSizeMB', value: 1 },
          ],
        },
      ]),
      onSubmit,
    });
    const input = screen.getByLabelText(/Upload files/);
    expect(input).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Upload at least 1 file.')).toBeInTheDocument();
    await user.upload(input, [
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      new File(['bye'], 'b.txt', { type: 'text/plain' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Download a.txt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove b.txt' }));
    expect(screen.queryByRole('button', { name: 'Download b.txt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const [file] = (
      onSubmit.mock.calls[0]?.[0] as {
        docs: { name: string; content: string; status: string; uid: string }[];
      }
    ).docs;
    expect(file).toMatchObject({ name: 'a.txt', content: btoa('hello'), status: 'done' });
    expect(file?.uid).toBeTruthy();
  });

  it('rebuilds the file for download', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:test');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderForm({
      definition: oneSection([{ name: 'docs', type: 'file_upload', label: 'Documents' }]),
      values: {
        docs: [
          {
            uid: 'u1',
            name: 'cv.txt',
            size: 2,
            type: 'text/plain',
            lastModified: 1,
            webkitRelativePath: '',
            content: btoa('hi'),
            status: 'done',
          },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download cv.txt' }));
    expect(click).toHaveBeenCalled();
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('hi');
    click.mockRestore();
  });
});

describe('file upload through a FileTransfer', () => {
  const docs: FormItem = { name: 'docs', type: 'file_upload', label: 'Documents' };

  it('uploads each file with its progress, and the answer names the stored file', async () => {
    let finish: (() => void) | undefined;
    const upload = vi.fn(
      (file: File, _field: string, onProgress: (fraction: number) => void) =>
        new Promise<UploadedFile>((resolve) => {
          onProgress(0.5);
          finish = () =>
            resolve({
              uid: 'f1',
              name: file.name,
              size: 5,
              type: 'text/plain',
              lastModified: 1,
              webkitRelativePath: '',
              fileId: 'f1',
              status: 'done',
            });
        }),
    );
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([docs]),
      files: { upload, fileUrl: (id) => `/files/${id}` },
      onSubmit,
    });
    await user.upload(screen.getByLabelText(/Upload files/), new File(['hello'], 'a.txt'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading a.txt' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'docs', expect.any(Function));
    finish?.();
    expect(await screen.findByRole('button', { name: 'Download a.txt' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        docs: [expect.objectContaining({ fileId: 'f1', name: 'a.txt' })],
      }),
    );
    expect(onSubmit.mock.calls[0]?.[0].docs[0]).not.toHaveProperty('content');
  });

  it("says why the server refused a file, in the reader's language", async () => {
    const upload = vi.fn(() => Promise.reject(new FileUploadError('type_not_allowed')));
    const { user } = renderForm({
      definition: oneSection([docs]),
      files: { upload, fileUrl: (id) => `/files/${id}` },
      translate: (key, params, english) =>
        key === 'fileTypeRefusedNamed' ? `Type refusé : ${String(params?.name)}` : english,
    });
    await user.upload(screen.getByLabelText(/Upload files/), new File(['MZ'], 'a.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type refusé : a.pdf');
    expect(screen.queryByRole('button', { name: 'Download a.pdf' })).not.toBeInTheDocument();
  });
});

describe('star rating', () => {
  it('labels five stars Poor to Excellent and is disabled by default', () => {
    renderForm({
      definition: oneSection([{ name: 'r', type: 'star_rating', label: 'Rating' }]),
      values: { r: 4 },
    });
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      'Poor',
      'Average',
      'Good',
      'Very Good',
      'Excellent',
    ]);
    expect(stars.every((star) => (star as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('radio', { name: 'Very Good' })).toBeChecked();
  });

  it('can be made editable', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({
      definition: oneSection([
        {
          name: 'r',
          type: 'star_rating',
          label: 'Rating',
          starRatingOptions: { isEditable: true },
        },
      ]),
      onSubmit,
    });
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ r: 3 }));
  });
});
