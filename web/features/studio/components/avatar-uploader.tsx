import { Camera, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { AVATAR_ACCEPT } from '#shared/uploads.ts';
import { getInitials } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';
import { Spinner } from '#web/ui/spinner.tsx';
import { useAvatarUpload } from '../hooks/use-avatar-upload.ts';
import { UploadProgress } from './upload-progress.tsx';

export type AvatarUploaderSize = 'small' | 'medium' | 'large' | 'xlarge';

const circleSizes: Record<AvatarUploaderSize, string> = {
  small: 'size-16 text-lg',
  medium: 'size-24 text-2xl',
  large: 'size-32 text-3xl',
  xlarge: 'size-40 text-4xl',
};

export const AVATAR_HINTS = ['Click or drag to upload', 'Max 5MB, square images work best'] as const;

export type AvatarUploaderProps = {
  name: string;
  /** The saved avatar, shown until a new one is chosen. */
  currentUrl: string | null;
  /** Called with the stored avatar's address once the server has it. */
  onUploaded: (avatarUrl: string) => void;
  size?: AvatarUploaderSize;
  className?: string;
};

/** The saved picture, or the initials while there is none (or it fails to load). */
function SavedAvatar({ name, src }: { name: string; src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        onError={() => setFailedSrc(src)}
        className="size-full rounded-full object-cover ring-1 ring-line"
      />
    );
  }
  return (
    <span className="flex size-full items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-text ring-1 ring-line">
      {getInitials(name)}
    </span>
  );
}

/** Spec §2 "Avatar uploader": click or drag-and-drop, a preview with remove, the two hints. */
export function AvatarUploader({
  name,
  currentUrl,
  onUploaded,
  size = 'large',
  className,
}: AvatarUploaderProps) {
  const { state, choose, removePreview } = useAvatarUpload(onUploaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const previewUrl = state.status === 'idle' ? null : state.previewUrl;
  const busy = state.status === 'checking' || state.status === 'uploading';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void choose(file);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <div className={cn('flex flex-col items-center gap-4 sm:flex-row sm:items-center sm:gap-6', className)}>
      <button
        type="button"
        aria-label="Upload avatar"
        aria-describedby={`${id}-hints ${id}-status`}
        onClick={() => inputRef.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'group relative shrink-0 rounded-full outline-offset-4 transition-shadow',
          'focus-visible:outline-2 focus-visible:outline-ring',
          dragging && 'ring-4 ring-accent ring-offset-2 ring-offset-surface',
          circleSizes[size],
        )}
      >
        {previewUrl ? (
          <img
            src={previewUrl}
            alt=""
            data-testid="avatar-preview"
            className="size-full rounded-full object-cover ring-1 ring-line"
          />
        ) : (
          <SavedAvatar name={name} src={currentUrl} />
        )}
        <span
          aria-hidden="true"
          className={cn(
            'absolute inset-0 flex items-center justify-center rounded-full bg-black/45 text-white transition-opacity',
            busy || dragging
              ? 'opacity-100'
              : 'opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100',
          )}
        >
          {busy ? <Spinner size="lg" /> : <Camera className="size-1/3 max-h-8 max-w-8" />}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label="Avatar image file"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so picking the same file again still counts as a change.
          event.currentTarget.value = '';
          if (file) void choose(file);
        }}
      />
      <div className="flex min-w-0 flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <div id={`${id}-hints`}>
          <p className="text-sm font-medium">{AVATAR_HINTS[0]}</p>
          <p className="text-xs text-ink-muted">{AVATAR_HINTS[1]}</p>
        </div>
        <div id={`${id}-status`} className="w-full min-w-48">
          {state.status === 'uploading' ? (
            <UploadProgress percent={state.percent} label="Avatar upload progress" />
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {state.message}
            </p>
          ) : null}
        </div>
        {previewUrl ? (
          <Button variant="ghost" size="sm" onClick={removePreview}>
            <X aria-hidden="true" />
            Remove preview
          </Button>
        ) : null}
      </div>
    </div>
  );
}
