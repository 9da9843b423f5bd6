// How contract.ts gives each declaration its channel: by its name, from the zod-free list the
// preload reads (channels.ts), so a channel string is written once. The types say the two lists
// hold the same names: a declaration without a channel, or a channel without a declaration,
// does not compile.

type Channels = Readonly<Record<string, string>>;

/** Refuses, as `never`, each declared name that has no channel. */
type OnlyNamesOf<C extends Channels, D> = D & Record<Exclude<keyof D, keyof C>, never>;

export type WithChannels<C extends Channels, D extends { readonly [K in keyof C]: object }> = {
  readonly [K in keyof C]: D[K] & { readonly channel: C[K] };
};

export function withChannels<C extends Channels, D extends { readonly [K in keyof C]: object }>(
  channels: C,
  declarations: OnlyNamesOf<C, D>,
): WithChannels<C, D> {
  const entries = Object.keys(channels).map((name) => [name, Object.freeze({ ...declarations[name], channel: channels[name] })]);
  return Object.freeze(Object.fromEntries(entries)) as WithChannels<C, D>;
}
