import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
// The inline script in index.html applies the saved theme before React starts, from the same key.
import { THEME_STORAGE_KEY } from '#shared/theme-init-script.ts';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export { THEME_STORAGE_KEY };

const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeValue = {
  theme: Theme;
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
  toggleTheme: () => void;
};

const ThemeContext = createContext<ThemeValue | null>(null);

function readPreference(): ThemePreference {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function readSystemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

type ThemeProviderProps = {
  children: ReactNode;
  /**
   * Hydrating server HTML, which cannot know the visitor's theme: start as the server rendered
   * ('system', light) and read the real choice before the first paint after hydration. The page's
   * colours never depend on this state (index.html's inline script sets the class), only the toggle.
   */
  deferStoredChoice?: boolean;
};

/** Follows the system setting until the user picks a theme; the choice is kept in local storage. */
export function ThemeProvider({ children, deferStoredChoice = false }: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() =>
    deferStoredChoice ? 'system' : readPreference(),
  );
  const [systemTheme, setSystemTheme] = useState<Theme>(() =>
    deferStoredChoice ? 'light' : readSystemTheme(),
  );
  // Until the real choice is read, the class the inline script set must not be touched.
  const [choiceRead, setChoiceRead] = useState(!deferStoredChoice);
  const theme = preference === 'system' ? systemTheme : preference;

  useLayoutEffect(() => {
    if (choiceRead) return;
    setPreferenceState(readPreference());
    setSystemTheme(readSystemTheme());
    setChoiceRead(true);
  }, [choiceRead]);

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    const onChange = () => setSystemTheme(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (choiceRead) document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme, choiceRead]);

  const setPreference = useCallback((next: ThemePreference) => {
    try {
      if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage blocked: the choice still applies for this visit.
    }
    setPreferenceState(next);
  }, []);

  const toggleTheme = useCallback(
    () => setPreference(theme === 'dark' ? 'light' : 'dark'),
    [theme, setPreference],
  );

  const value = useMemo(
    () => ({ theme, preference, setPreference, toggleTheme }),
    [theme, preference, setPreference, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
