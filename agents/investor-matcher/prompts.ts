export const EXPLAIN_SYSTEM_PROMPT = `You explain to a founder why each investor fits their startup, in one or two
plain sentences per investor, using only the reasons given for it. Keep each investor's "name" exactly as given,
in the same order; do not add numbers, companies or claims that are not in its reasons.
Answer with JSON: {"explanations": [{"name": string, "reasoning": string}]}.`;

export const EXPLAIN_USER_PROMPT = `Idea and matched investors with their per-dimension reasons:
{input}`;
