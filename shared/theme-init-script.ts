// The theme script that index.html runs inline in its head: one source for the build, which puts it
// there (vite.config.ts), and the server, whose Content Security Policy allows exactly this script by
// its hash. Inline because a file would be a render-blocking round trip before the first paint.

/** Where the visitor's light/dark choice is kept; web/app/theme.tsx reads and writes it too. */
export const THEME_STORAGE_KEY = 'easel.theme';

/**
 * Applies the saved or system theme before the first paint, so dark-mode users never see a white
 * flash. Storage may be blocked; the app's theme provider decides once it starts.
 */
export const THEME_INIT_SCRIPT = `(()=>{try{const s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.classList.toggle('dark',s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))}catch(e){}})()`;
