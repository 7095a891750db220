/**
 * Page-wide behaviours of the shell:
 * - Tab marks the page as keyboard-driven (html[data-input="keyboard"]); a mouse press removes the mark.
 * (--vh, the visible viewport's height, is CSS: web/styles.css.)
 * Returns a function that removes the listeners.
 */
export function installGlobalBehaviours(win: Window): () => void {
  const html = win.document.documentElement;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') html.dataset.input = 'keyboard';
  };
  const onMouse = () => {
    html.dataset.input = 'mouse';
  };
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('mousedown', onMouse, true);
  return () => {
    win.removeEventListener('keydown', onKey, true);
    win.removeEventListener('mousedown', onMouse, true);
  };
}
