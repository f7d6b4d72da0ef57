import { FileVideo, ImageUp, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { MEDIA_ACCEPT, mediaKindOf } from '#shared/uploads.ts';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';

type MediaFilePickerProps = {
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
};

const MB = 1024 * 1024;
const formatBytes = (bytes: number) =>
  bytes >= MB / 10 ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The chosen file with a preview, or a drop zone that also opens the file picker. */
export function MediaFilePicker({ file, error, disabled, onChoose, onClear }: MediaFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const isImage = file ? mediaKindOf(file.name) === 'image' : false;
  const previewUrl = useMemo(() => (file && isImage ? URL.createObjectURL(file) : null), [file, isImage]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        File
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </span>
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted p-3">
          <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-sunken">
            {previewUrl ? (
              <img src={previewUrl} alt="" className="size-full object-cover" />
            ) : (
              <FileVideo aria-hidden="true" className="size-7 text-ink-muted" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{file.name}</span>
            <span className="text-xs text-ink-muted tabular-nums">{formatBytes(file.size)}</span>
          </span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Remove file"
            disabled={disabled}
            onClick={onClear}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <button
          type="button"
          aria-labelledby={`${id}-label ${id}-cta`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          onDragOver={onDragOver}
          onDragEnter={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            'focus-visible:outline-2 focus-visible:outline-ring',
            dragging
              ? 'border-accent bg-accent-soft'
              : 'border-line-strong hover:border-accent hover:bg-surface-muted',
            error && 'border-danger',
          )}
        >
          <ImageUp aria-hidden="true" className="size-8 text-accent-text" />
          <span id={`${id}-cta`} className="text-sm font-medium">
            Click or drag a file here
          </span>
          <span id={`${id}-hint`} className="text-xs text-ink-muted">
            JPG, PNG, GIF, WebP, MP4, MOV, AVI or WebM, up to 50MB
          </span>
        </button>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={MEDIA_ACCEPT}
        aria-label="Media file"
        hidden
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
