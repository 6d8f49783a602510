/**
 * Files for a lead form (spec §9: pdf, png, jpg, jpeg, tiff, xls, xlsx, doc,
 * docx, ppt, pptx): a CV, tender documents. A chosen file is checked here
 * (extension, size) and uploaded at once through the `upload` function the
 * caller passes (the lead entity's `useFileUploader`, `POST /api/uploads/`);
 * the form value is the uploaded id — one string (`multiple` off, '' while
 * empty) or an array of ids (`multiple`, at most `maxFiles`).
 *
 * The control is the kit's field frame around a real `<input type="file">`
 * (visually hidden, so Tab, Space and Enter open the file dialog and focus is
 * drawn on the drop zone), a drop zone for dragging files in, and the list of
 * files with their size and a remove button. Uploading files show an
 * indeterminate progress bar (a `fetch` upload reports no progress) and can be
 * cancelled. What went wrong — a wrong type, a file too big, the server's
 * refusal (400/413/429) — is shown under the field.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatBytes } from '@/lib/format';
import { pluralRu } from '@/lib/plural';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/schemas/uploads';
import { FieldFrame, fieldA11y, useFieldIds } from '../field/field-frame';
import { CloseIcon } from '../icons/close-icon';
import styles from './form-file-field.module.css';

/** What the server kept: its id goes into the form, the name and size are shown. */
interface UploadedFileInfo {
  id: string;
  name: string;
  size: number;
}
export type UploadResult = { ok: true; file: UploadedFileInfo } | { ok: false; message: string };
/** Uploads one file; never rejects — a refusal comes back as `{ ok: false, message }`. */
export type FileUploader = (file: File, signal: AbortSignal) => Promise<UploadResult>;

export const FILE_MESSAGES = {
  /** The same words the server answers with (`POST /api/uploads/`). */
  tooBig: (maxBytes: number) => `Файл больше ${formatBytes(maxBytes)}`,
  type: (extensions: readonly string[]) => `Недопустимый тип файла. Подойдут: ${extensions.join(', ')}`,
  empty: 'Файл пустой',
  failed: 'Не удалось загрузить файл. Попробуйте ещё раз.',
  tooMany: (maxFiles: number) =>
    `Можно прикрепить не больше ${maxFiles} ${pluralRu(maxFiles, ['файла', 'файлов', 'файлов'])}`,
} as const;

export interface FileRules {
  extensions: readonly string[];
  maxBytes: number;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The message for a file the server would refuse anyway, or null. */
export function checkFile(file: Pick<File, 'name' | 'size'>, { extensions, maxBytes }: FileRules): string | null {
  if (!extensions.includes(extensionOf(file.name))) return FILE_MESSAGES.type(extensions);
  if (file.size > maxBytes) return FILE_MESSAGES.tooBig(maxBytes);
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

type Entry =
  | { key: string; name: string; size: number; status: 'uploading' }
  | { key: string; name: string; size: number; status: 'done'; id: string };

export interface FormFileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  upload: FileUploader;
  /** Several files (the value is an array of ids), up to `maxFiles`. */
  multiple?: boolean;
  maxFiles?: number;
  extensions?: readonly string[];
  maxBytes?: number;
  /** Added before the formats line under the field. */
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** Tells the form while files are uploading, so it can hold the submit back. */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

const idsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string' && id !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
};

export function FormFileField<T extends FieldValues>({
  control,
  name,
  label,
  upload,
  multiple = false,
  maxFiles: maxFilesProp,
  extensions = UPLOAD_EXTENSIONS,
  maxBytes = UPLOAD_MAX_BYTES,
  hint,
  required,
  disabled: disabledProp,
  onBusyChange,
  className,
}: FormFileFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const maxFiles = multiple ? (maxFilesProp ?? 5) : 1;
  const ids = useFieldIds();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [localError, setLocalError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const sequence = useRef(0);

  // The ids the form holds; between a commit and the next render the ref is ahead of `field.value`.
  const currentIds = idsOf(field.value);
  const idsRef = useRef(currentIds);
  idsRef.current = currentIds;
  const commit = (next: string[]) => {
    idsRef.current = next;
    field.onChange(multiple ? next : (next[0] ?? ''));
  };

  // A reset form (after a successful submit) drops its ids: the files it listed go with them.
  const shown = entries.filter((entry) => entry.status === 'uploading' || currentIds.includes(entry.id));
  const uploading = shown.some((entry) => entry.status === 'uploading');
  const full = shown.length >= maxFiles;
  const disabled = disabledProp ?? field.disabled ?? false;

  useEffect(() => onBusyChange?.(uploading), [onBusyChange, uploading]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  // An invalid submit focuses the field: the file input, or the first remove button when the field is full.
  const register = field.ref;
  useEffect(() => {
    register({
      focus: () =>
        (inputRef.current && !inputRef.current.disabled
          ? inputRef.current
          : rootRef.current?.querySelector('button')
        )?.focus(),
    });
  }, [register]);

  const start = (file: File) => {
    sequence.current += 1;
    const key = `${sequence.current}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setEntries((list) => [
      ...list.filter((entry) => entry.status === 'uploading' || idsRef.current.includes(entry.id)),
      { key, name: file.name, size: file.size, status: 'uploading' },
    ]);
    setAnnouncement(`Загружается файл ${file.name}`);
    const failed: UploadResult = { ok: false, message: FILE_MESSAGES.failed };
    void upload(file, controller.signal)
      .catch(() => failed)
      .then((result) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(key);
        if (result.ok) {
          setEntries((list) =>
            list.map((entry) =>
              entry.key === key
                ? { ...entry, status: 'done', id: result.file.id, name: result.file.name, size: result.file.size }
                : entry,
            ),
          );
          commit(multiple ? [...idsRef.current, result.file.id] : [result.file.id]);
          setAnnouncement(`Файл ${result.file.name} загружен`);
        } else {
          setEntries((list) => list.filter((entry) => entry.key !== key));
          setLocalError(result.message);
          setAnnouncement('');
        }
        field.onBlur();
      });
  };

  const choose = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const room = maxFiles - shown.length;
    const picked = files.slice(0, Math.max(room, 0));
    const problems: string[] = [];
    if (files.length > picked.length) problems.push(FILE_MESSAGES.tooMany(maxFiles));
    for (const file of picked) {
      const problem = checkFile(file, { extensions, maxBytes });
      if (problem) problems.push(picked.length > 1 ? `${file.name}: ${problem}` : problem);
      else start(file);
    }
    setLocalError(problems.length > 0 ? problems.join(' ') : null);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    choose(Array.from(event.target.files ?? []));
    // The same file chosen again after removing it must fire `change` again.
    event.target.value = '';
  };

  const remove = (entry: Entry) => {
    if (entry.status === 'uploading') {
      controllers.current.get(entry.key)?.abort();
      controllers.current.delete(entry.key);
    } else {
      commit(idsRef.current.filter((id) => id !== entry.id));
    }
    setEntries((list) => list.filter((item) => item.key !== entry.key));
    setLocalError(null);
    setAnnouncement(
      entry.status === 'uploading' ? `Загрузка файла ${entry.name} отменена` : `Файл ${entry.name} удалён`,
    );
    field.onBlur();
    // The removed button took focus with it: give it to the file input, enabled again on the next frame.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled || full) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };

  const error = localError ?? fieldState.error?.message;
  const rules = `${extensions.join(', ')}; до ${formatBytes(maxBytes)}${multiple ? `; не больше ${maxFiles} ${pluralRu(maxFiles, ['файла', 'файлов', 'файлов'])}` : ''}`;
  const hintText = hint ? `${hint}. Форматы: ${rules}` : `Форматы: ${rules}`;

  return (
    <div
      ref={rootRef}
      className={className}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      <FieldFrame ids={ids} label={label} error={error} hint={hintText} required={required} disabled={disabled}>
        {shown.length > 0 && (
          <ul className={styles.files} aria-label={multiple ? 'Прикреплённые файлы' : 'Прикреплённый файл'}>
            {shown.map((entry) => (
              <li key={entry.key} className={styles.file} data-status={entry.status}>
                <span className={styles.fileName}>{entry.name}</span>
                <span className={styles.fileMeta}>
                  {entry.status === 'uploading' ? 'Загружается…' : formatBytes(entry.size)}
                </span>
                {entry.status === 'uploading' && (
                  <progress className={styles.progress} aria-label={`Загрузка файла ${entry.name}`} />
                )}
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => remove(entry)}
                  disabled={disabled}
                  aria-label={
                    entry.status === 'uploading'
                      ? `Отменить загрузку файла ${entry.name}`
                      : `Удалить файл ${entry.name}`
                  }
                >
                  <CloseIcon size={20} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          {...fieldA11y(ids, error, hintText)}
          ref={inputRef}
          name={field.name}
          type="file"
          className={`visually-hidden ${styles.input}`}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          multiple={multiple && maxFiles - shown.length > 1}
          required={required && shown.length === 0}
          disabled={disabled || full}
          hidden={full}
          onChange={onInputChange}
        />
        {!full && (
          <label
            htmlFor={ids.id}
            className={styles.drop}
            data-dragging={dragging || undefined}
            data-disabled={disabled || undefined}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span className={styles.dropAction}>
              {shown.length > 0 ? 'Добавить файл' : multiple ? 'Выберите файлы' : 'Выберите файл'}
            </span>
            <span className={styles.dropNote}>или перетащите {multiple ? 'их' : 'его'} сюда</span>
          </label>
        )}
      </FieldFrame>
      <span id={statusId} role="status" className="visually-hidden">
        {announcement}
      </span>
    </div>
  );
}
