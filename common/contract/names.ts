/** "about-figures" → "AboutFigures": a kind's name in operation ids and the document's components. */
export const pascalCase = (kind: string) => kind.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
