import { issueFragment } from '@atelier/core';
import { zodResolver } from '@hookform/resolvers/zod';

/**
 * react-hook-form's zod resolver with the words of decision 050: a check of the shared schemas
 * without a message of its own answers with a predicate ("must be a number") that the field's
 * label completes beside the field (fieldMessage). Every form of the site resolves with it.
 */
export const schemaResolver = ((schema: never, schemaOptions?: object, resolverOptions?: never) =>
  zodResolver(
    schema,
    { error: issueFragment, ...schemaOptions } as never,
    resolverOptions,
  )) as unknown as typeof zodResolver;
