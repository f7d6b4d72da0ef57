import { Button, type ButtonProps } from '#web/ui/button.tsx';
import { cn } from '#web/ui/cn.ts';

/** The "…" button that opens a content menu; its name says whose menu it is. */
export function MenuTriggerButton({
  label,
  size = 'icon-sm',
  className,
  ...props
}: ButtonProps & { label: string }) {
  return (
    <Button
      variant="ghost"
      size={size}
      aria-label={label}
      aria-haspopup="menu"
      className={cn('text-ink-muted hover:text-ink', className)}
      {...props}
    >
      {/* Lucide's "ellipsis", drawn here: an icon shared by several pages joins the icons file that
          the home route loads, and the home route has no room left in its size budget. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="1" />
        <circle cx="19" cy="12" r="1" />
        <circle cx="5" cy="12" r="1" />
      </svg>
    </Button>
  );
}
