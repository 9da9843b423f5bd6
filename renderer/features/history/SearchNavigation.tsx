import { useCallback } from 'react';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { RecentSearches } from './RecentSearches';
import { SaveSearchDialog } from './SaveSearchDialog';
import type { SearchNavigation as Navigation } from './use-search-navigation';

interface SearchNavigationProps {
  navigation: Navigation;
}

/** Back (Alt+Left), and the recent and saved searches (Ctrl+H) where the search shown can be saved. */
export function SearchNavigation({ navigation }: SearchNavigationProps) {
  const { history, back, canGoBack, setDialog } = navigation;
  const openRecent = useCallback(() => {
    void history.refresh();
    setDialog({ kind: 'recent' });
  }, [history, setDialog]);
  // From the one shortcut list; Alt+Left is left to text fields (it moves by word there).
  useShortcuts({ searches: openRecent, back: canGoBack ? back : null });

  return (
    <div className="search-navigation">
      <button
        type="button"
        className="button button--small"
        disabled={!canGoBack}
        aria-keyshortcuts="Alt+ArrowLeft"
        title="Back to the previous search (Alt+Left)"
        onClick={back}
      >
        ← Back
      </button>
      <button
        type="button"
        className="button button--small"
        aria-keyshortcuts="Control+H Meta+H"
        title="Recent and saved searches (Ctrl+H)"
        onClick={openRecent}
      >
        Searches…
      </button>
    </div>
  );
}

/** The dialogs of the searches list, rendered outside the search form so their forms are not nested in it. */
export function SearchDialogs({ navigation, locationName }: { navigation: Navigation; locationName: string }) {
  const { history, dialog, setDialog, currentSearch } = navigation;
  const current =
    history.list.data?.recent.find((entry) => entry.id === currentSearch) ??
    history.list.data?.saved.find((entry) => entry.id === currentSearch);
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
