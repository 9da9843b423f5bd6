import { useCallback, useEffect } from 'react';
import { useModShortcut } from '../quick-switcher/use-shortcut';
import { RecentSearches } from './RecentSearches';
import { SaveSearchDialog } from './SaveSearchDialog';
import type { SearchNavigation as Navigation } from './use-search-navigation';

interface SearchNavigationProps {
  navigation: Navigation;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Back (Alt+Left), and the recent and saved searches (Ctrl+H) where the search shown can be saved. */
export function SearchNavigation({ navigation }: SearchNavigationProps) {
  const { history, back, canGoBack, setDialog } = navigation;
  const openRecent = useCallback(() => {
    void history.refresh();
    setDialog({ kind: 'recent' });
  }, [history, setDialog]);
  useModShortcut('h', openRecent);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Alt+Left in a text field moves by word on some systems: leave it to the field.
      if (event.key !== 'ArrowLeft' || !event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      event.preventDefault();
      back();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [back]);

  return (
    <div className="search-navigation">
      <button type="button" className="button button--small" disabled={!canGoBack} aria-keyshortcuts="Alt+ArrowLeft" title="Back to the previous search (Alt+Left)" onClick={back}>
        ← Back
      </button>
      <button type="button" className="button button--small" aria-keyshortcuts="Control+H Meta+H" title="Recent and saved searches (Ctrl+H)" onClick={openRecent}>
        Searches…
      </button>
    </div>
  );
}

/** The dialogs of the searches list, rendered outside the search form so their forms are not nested in it. */
export function SearchDialogs({ navigation, locationName }: { navigation: Navigation; locationName: string }) {
  const { history, dialog, setDialog, currentSearch } = navigation;
  const current = history.list.data?.recent.find((entry) => entry.id === currentSearch) ?? history.list.data?.saved.find((entry) => entry.id === currentSearch);
  if (dialog?.kind === 'recent') {
    return (
      <RecentSearches
        history={history}
        locationName={locationName}
        current={current ?? null}
        onOpen={navigation.reopen}
        onSave={(entry) => setDialog({ kind: 'save', entry })}
        onClose={() => setDialog(null)}
      />
    );
  }
  if (dialog?.kind === 'save') return <SaveSearchDialog entry={dialog.entry} history={history} onClose={() => setDialog(null)} />;
  return null;
}
