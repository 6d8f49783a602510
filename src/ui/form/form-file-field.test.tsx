import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LEAD_MESSAGES } from '@/schemas/leads';
import { UPLOAD_EXTENSIONS } from '@/schemas/uploads';
import { checkFile, FILE_MESSAGES, FormFileField, type FileUploader, type UploadResult } from './form-file-field';

const NBSP = '\u00a0';
const CV_REQUIRED = 'Прикрепите резюме';
const schema = z.object({
  cv: z.uuid({ error: CV_REQUIRED }),
  files: z.array(z.uuid()).max(5).default([]),
});

/** An uploader whose answers the test gives one by one. */
function manualUploader() {
  const calls: Array<{ file: File; signal: AbortSignal; answer(result: UploadResult): void }> = [];
  const upload = vi.fn<FileUploader>(
    (file, signal) => new Promise<UploadResult>((resolve) => calls.push({ file, signal, answer: resolve })),
  );
  return { upload, calls };
}

let api: ReturnType<typeof useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>>;

function Harness({ upload, onBusyChange }: { upload: FileUploader; onBusyChange?: (busy: boolean) => void }) {
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { cv: '', files: [] } });
  api = form;
  return (
    <form noValidate>
      <FormFileField
        control={form.control}
        name="cv"
        label="Резюме"
        upload={upload}
        onBusyChange={onBusyChange}
        required
      />
      <FormFileField control={form.control} name="files" label="Документы" upload={upload} multiple maxFiles={5} />
    </form>
  );
}

const file = (name: string, size = 1536) => {
  const made = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const fileInput = (label: string) =>
  screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const choose = (input: HTMLInputElement, ...files: File[]) => fireEvent.change(input, { target: { files } });
const uploaded = (id: string, name: string, size = 1536): UploadResult => ({ ok: true, file: { id, name, size } });
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('FormFileField', () => {
  afterEach(cleanup);

  it('is a labelled file input that accepts the spec §9 types and says the limits', () => {
    render(<Harness upload={manualUploader().upload} />);
    const input = fileInput('Резюме');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.png,.jpg,.jpeg,.tiff,.xls,.xlsx,.doc,.docx,.ppt,.pptx');
    expect(input.multiple).toBe(false);
    expect(fileInput('Документы').multiple).toBe(true);
    expect(messageOf(input)).toBe(`Форматы: ${UPLOAD_EXTENSIONS.join(', ')}; до 10${NBSP}МБ`);
    expect(messageOf(fileInput('Документы'))).toBe(
      `Форматы: ${UPLOAD_EXTENSIONS.join(', ')}; до 10${NBSP}МБ; не больше 5 файлов`,
    );
    // The drop zone is the visible label of the same input, so a click or Enter on it opens the dialog.
    expect(screen.getByText('Выберите файл').closest('label')?.htmlFor).toBe(input.id);
  });

  it('refuses a wrong type and a file over 10 МБ in the server words, without uploading', async () => {
    const { upload } = manualUploader();
    render(<Harness upload={upload} />);
    const input = fileInput('Резюме');
    choose(input, file('virus.exe'));
    await waitFor(() =>
      expect(messageOf(input)).toBe(
        'Недопустимый тип файла. Подойдут: pdf, png, jpg, jpeg, tiff, xls, xlsx, doc, docx, ppt, pptx',
      ),
    );
    expect(messageOf(input)).toBe(LEAD_MESSAGES.uploadType);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    choose(input, file('cv.pdf', 10 * 1024 * 1024 + 1));
    await waitFor(() => expect(messageOf(input)).toBe(`Файл больше 10${NBSP}МБ`));
    choose(input, file('empty.pdf', 0));
    await waitFor(() => expect(messageOf(input)).toBe('Файл пустой'));
    expect(upload).not.toHaveBeenCalled();
    expect(checkFile(file('SCAN.PDF'), { extensions: UPLOAD_EXTENSIONS, maxBytes: 10 })).toBe(FILE_MESSAGES.tooBig(10));
  });

  it('uploads at once, shows the file while it goes up, then its name and size; the value is the id', async () => {
    const { upload, calls } = manualUploader();
    const busy = vi.fn();
    render(<Harness upload={upload} onBusyChange={busy} />);
    choose(fileInput('Резюме'), file('Иванов резюме.pdf'));
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.getByText('Загружается…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Загрузка файла Иванов резюме.pdf' })).toBeTruthy();
    expect(busy).toHaveBeenLastCalledWith(true);

    await act(async () => calls[0]!.answer(uploaded(ID(1), 'Иванов резюме.pdf')));
    expect(api.getValues('cv')).toBe(ID(1));
    expect(screen.getByText('Иванов резюме.pdf')).toBeTruthy();
    expect(screen.getByText('1,5 КБ')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Файл Иванов резюме.pdf загружен').getAttribute('role')).toBe('status');
    expect(busy).toHaveBeenLastCalledWith(false);
    // One CV: the picker steps aside until the file is removed.
    expect(screen.queryByText('Выберите файл')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить файл Иванов резюме.pdf' }));
    expect(api.getValues('cv')).toBe('');
    await waitFor(() => expect(messageOf(fileInput('Резюме'))).toBe(CV_REQUIRED));
  });

  it('shows the server refusal on the field and lists nothing', async () => {
    const { upload, calls } = manualUploader();
    render(<Harness upload={upload} />);
    choose(fileInput('Резюме'), file('scan.pdf'));
    await act(async () => calls[0]!.answer({ ok: false, message: LEAD_MESSAGES.uploadType }));
    expect(messageOf(fileInput('Резюме'))).toBe(LEAD_MESSAGES.uploadType);
    expect(screen.queryByText('scan.pdf')).toBeNull();
    expect(api.getValues('cv')).toBe('');
  });

  it('takes up to 5 documents, says so about the sixth, and keeps every id in order', async () => {
    const { upload, calls } = manualUploader();
    render(<Harness upload={upload} />);
    const input = fileInput('Документы');
    choose(input, ...[1, 2, 3, 4, 5, 6].map((n) => file(`doc${n}.pdf`)));
    await waitFor(() => expect(messageOf(input)).toBe('Можно прикрепить не больше 5 файлов'));
    expect(calls).toHaveLength(5);
    // Answers may come in any order; the ids are kept as they arrive.
    await act(async () => {
      calls[1]!.answer(uploaded(ID(2), 'doc2.pdf'));
      calls[0]!.answer(uploaded(ID(1), 'doc1.pdf'));
    });
    await act(async () =>
      calls.slice(2).forEach((call, index) => call.answer(uploaded(ID(index + 3), `doc${index + 3}.pdf`))),
    );
    expect(api.getValues('files')).toEqual([ID(2), ID(1), ID(3), ID(4), ID(5)]);
    expect(screen.queryByText('Добавить файл')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить файл doc1.pdf' }));
    expect(api.getValues('files')).toEqual([ID(2), ID(3), ID(4), ID(5)]);
    expect(screen.getByText('Добавить файл')).toBeTruthy();
  });

  it('cancels an upload in progress and ignores its late answer', async () => {
    const { upload, calls } = manualUploader();
    render(<Harness upload={upload} />);
    choose(fileInput('Резюме'), file('cv.docx'));
    fireEvent.click(screen.getByRole('button', { name: 'Отменить загрузку файла cv.docx' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer(uploaded(ID(1), 'cv.docx')));
    expect(api.getValues('cv')).toBe('');
    expect(screen.queryByText('cv.docx')).toBeNull();
  });

  it('forgets the listed files when the form is reset after a submit', async () => {
    const { upload, calls } = manualUploader();
    render(<Harness upload={upload} />);
    choose(fileInput('Резюме'), file('cv.pdf'));
    await act(async () => calls[0]!.answer(uploaded(ID(1), 'cv.pdf')));
    act(() => api.reset());
    expect(screen.queryByText('cv.pdf')).toBeNull();
    expect(screen.getByText('Выберите файл')).toBeTruthy();
  });

  it('accepts files dropped on the zone', async () => {
    const { upload } = manualUploader();
    render(<Harness upload={upload} />);
    const zone = screen.getByText('Выберите файлы').closest('label')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.dataset.dragging).toBe('true');
    fireEvent.drop(zone, { dataTransfer: { files: [file('plan.png')] } });
    expect(upload).toHaveBeenCalledOnce();
    expect(upload.mock.calls[0]![0].name).toBe('plan.png');
  });
});
