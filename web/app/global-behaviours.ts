/**
 * Page-wide behaviours of the shell:
 * - Tab marks the page as keyboard-driven (html[data-input="keyboard"]); a mouse press removes the mark.
 * - --vh follows the real viewport height on resize and orientation change.
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
  const setVh = () => {
    html.style.setProperty('--vh', `${win.innerHeight * 0.01}px`);
  };
  setVh();
  win.addEventListener('keydown', onKey, true);
  win.addEventListener('mousedown', onMouse, true);
  win.addEventListener('resize', setVh);
  win.addEventListener('orientationchange', setVh);
  return () => {
    win.removeEventListener('keydown', onKey, true);
    win.removeEventListener('mousedown', onMouse, true);
    win.removeEventListener('resize', setVh);
    win.removeEventListener('orientationchange', setVh);
  };
}
