/**
 * Refuses passwords that appear in common-password and name lists or are otherwise guessable
 * (zxcvbn score below 2, "too guessable"), with the user's own email and name as extra words. The
 * dictionaries are large, so they load on the first check, not at start.
 */
let checker: Promise<(password: string, userInputs: string[]) => number> | null = null;

async function loadChecker() {
  const [{ ZxcvbnFactory }, common] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]);
  const factory = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return (password: string, userInputs: string[]) => factory.check(password, userInputs).score;
}

export async function isGuessable(password: string, userInputs: string[]): Promise<boolean> {
  checker ??= loadChecker();
  const score = (await checker)(password.slice(0, 100), userInputs.filter(Boolean));
  return score < 2;
}
