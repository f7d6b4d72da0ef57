import { type ComponentType, lazy } from 'react';
import type { ConfirmDeleteDialogProps } from './confirm-delete-dialog.tsx';
import { WhenOpened } from './lazy.tsx';

// React.lazy cannot keep the type parameter, so the loaded component is typed for `unknown` targets.
const ConfirmDeleteDialog = lazy(() =>
  import('./confirm-delete-dialog.tsx').then((module) => ({
    default: module.ConfirmDeleteDialog as ComponentType<ConfirmDeleteDialogProps<unknown>>,
  })),
);

/** ConfirmDeleteDialog, loaded the first time something is about to be deleted. */
export function LazyConfirmDeleteDialog<T>(props: ConfirmDeleteDialogProps<T>) {
  return (
    <WhenOpened open={props.target !== null}>
      <ConfirmDeleteDialog {...(props as ConfirmDeleteDialogProps<unknown>)} />
    </WhenOpened>
  );
}
