import HelpLayer from '../features/help/HelpLayer';
import SearchPage, { preloadView } from '../features/intelligence/SearchPage';

/** The /search screen: the intelligence tool with the help layer (guide, feedback, tour) over it. */
export default function SearchScreen() {
  return <SearchPage help={<HelpLayer />} />;
}

/** A link to a view (/search?brand=Nike) needs the view's chunk for its first render. */
export const prepare = (url: URL) => preloadView(url.searchParams);
