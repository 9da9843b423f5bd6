import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queries } from '../../api/queries';

/** A change to connections or locations; the app state is read again afterwards, whatever the outcome. */
export function useAppMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation<Output, Error, Input>({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.appState().queryKey }),
  });
}
