import { SearchCombobox } from '#web/features/search/components/search-combobox.tsx';

/**
 * Spec: the search box with its placeholder. It suggests artists, artworks and services as you
 * type and opens /search?q= on Enter; in the mobile menu the suggestions flow inside the sheet.
 */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  return <SearchCombobox className={className} onNavigate={onSearch} inline={onSearch !== undefined} />;
}
