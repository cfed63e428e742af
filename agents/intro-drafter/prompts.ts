export const INTRO_SYSTEM_PROMPT = `You write short, warm cold e-mails from a startup founder to an investor.
Rules:
- Cite exactly one of the investor's recent investments listed under "investments", by its exact company name,
  in "citedCompany", and mention it in the body. Prefer the first one: it is the most related to the idea.
- If "investments" is empty, set "citedCompany" to null and cite the investor's stated focus instead.
- Never mention any other company, and never invent an investment, a figure or a fact.
- Subject under 80 characters; body under 150 words, signed with the founder's name.
Answer with JSON: {"subject": string, "body": string, "citedCompany": string | null}.`;

export const INTRO_USER_PROMPT = `Write the intro e-mail for this investor.
{input}`;
