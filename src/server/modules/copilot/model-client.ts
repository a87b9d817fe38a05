// A language model behind an OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI,
// Ollama, vLLM, LM Studio ...): POST {url}/chat/completions with a bearer key.

export type ModelConfig = {
  /** The API's base address, e.g. https://api.openai.com/v1 */
  url: string;
  apiKey: string;
  model: string;
  /** Give up after this long; the built-in analyst answers instead. */
  timeoutMs: number;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

/** The model's reply to `messages`; throws on any failure, a timeout or an empty answer. */
export async function completeChat(
  config: ModelConfig,
  messages: readonly ChatMessage[],
): Promise<string> {
  const response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.apiKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.2 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) {
    // Drain the body so the connection is released.
    await response.text().catch(() => '');
    throw new Error(`The model answered ${response.status} ${response.statusText}`);
  }
  const body = (await response.json()) as {
    choices?: { message?: { content?: unknown } }[];
  };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new Error('The model gave no answer');
  return content.trim();
}
