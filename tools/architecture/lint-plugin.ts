import type { ESLint } from 'eslint';
import { floorsRule } from './floors-rule';
import { pageTokenRule } from './page-token-rule';
import { vocabularyRule } from './vocabulary-rule';

/** The repository's own lint rules, loaded by eslint.config.js: the floors, the one message vocabulary, the homes of page tokens. */
export const architecture: ESLint.Plugin = {
  meta: { name: 'architecture' },
  rules: { floors: floorsRule, vocabulary: vocabularyRule, 'page-tokens': pageTokenRule },
};
