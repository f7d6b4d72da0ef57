import { Compass, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/ui/button.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageContainer, PageHeader } from '../components/page-header.tsx';

/** Home (/): the social feed. The feed issue fills it with artists' published work. */
export function Component() {
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        eyebrow="Feed"
        title="New work from the Easel community"
        description="Paintings, illustrations, sculpture and more, straight from the artists who made them."
      />
      <EmptyState
        icon={ImageIcon}
        title="No artworks yet"
        description="Artworks appear here as artists publish them. Meanwhile, explore artists by category."
        action={
          <Button asChild variant="outline">
            <Link to="/discover">
              <Compass aria-hidden="true" />
              Discover artists
            </Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
