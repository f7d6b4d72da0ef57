import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { controlClasses } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-20 py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
