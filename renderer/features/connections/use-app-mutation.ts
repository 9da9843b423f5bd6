import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExplorerApi, Result } from '../../../common/ipc/contract';
import { call, getExplorer } from '../../api/explorer';
import { queries } from '../../api/queries';

/** A change to connections or locations; the app state is read again afterwards, whatever the outcome. */
export function useAppMutation<Input, Output>(run: (explorer: ExplorerApi, input: Input) => Promise<Result<Output>>) {
  const queryClient = useQueryClient();
  return useMutation<Output, Error, Input>({
    mutationFn: (input) => call(run(getExplorer(), input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.appState().queryKey }),
  });
}
