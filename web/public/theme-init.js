// Applies the saved or system theme before the first paint, so dark-mode users never see a white
// flash. It is a file (not inline) because the Content Security Policy allows only 'self' scripts.
(() => {
  try {
    const saved = window.localStorage.getItem('easel.theme');
    const dark =
      saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (_error) {
    // Storage may be blocked; the app's theme provider decides once it starts.
  }
})();
