import { createRichTextSanitizer } from '../../../../src/core/rich-text';

/**
 * The console's rich-text policy on the server (issue 22, 22): custom content is stored only as the
 * policy leaves it, so a value sent past the console (a script, another client) is as harmless as one
 * typed in it. DOMPurify needs a DOM; jsdom gives one (the reference server runs with the
 * development dependencies installed), loaded on the first save rather than at every start.
 */
let sanitizer: Promise<(html: string) => string> | null = null;

export async function sanitizeRichTextOnServer(html: string): Promise<string> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) => createRichTextSanitizer(new JSDOM('').window as never));
  return (await sanitizer)(html);
}
