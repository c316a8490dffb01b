import type Type from 'typebox';
import type { TSchema } from 'typebox';

type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/**
 * `mirror<T>()(schema)` is the schema itself, and compiles only when the schema's static type and `T`
 * are assignable both ways. A reply schema stands beside the TypeScript type its route returns (a
 * projection's row, a domain view), so neither can change without the other: Fastify writes a reply
 * through its schema and silently drops what the schema does not name.
 */
export const mirror =
  <T>() =>
  <S extends TSchema>(
    schema: S & (Same<Type.Static<S>, T> extends true ? unknown : { 'schema and type differ': T }),
  ): S =>
    schema;
