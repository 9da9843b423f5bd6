declare const carried: unique symbol;

/**
 * A type carried by a declaration of contract.ts at compile time only: an operation's result, an
 * event's payload. Main's handlers must return it and the renderer's calls resolve to it. Nothing
 * of it exists at run time (the value is one empty object), so each operation stays one plain entry.
 */
export interface TypeCarrier<T> {
  readonly [carried]?: T;
}

const PHANTOM: TypeCarrier<never> = Object.freeze({});

export function resultType<T>(): TypeCarrier<T> {
  return PHANTOM;
}

export function payloadType<T>(): TypeCarrier<T> {
  return PHANTOM;
}

export type CarriedType<C> = C extends TypeCarrier<infer T> ? T : never;
