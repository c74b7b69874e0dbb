import type { RuntimeConfig } from '../../core/contracts/runtime-config';

// The settings come from the serving origin at run time so one build fits every deployment.
// index.html preloads them alongside the entry script; a plain GET (the server answers it
// `no-cache`) is what takes that preloaded answer instead of asking again.
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig('/config.json');
  if (!response.ok) {
    throw new Error(`${response.status} : ${response.statusText || 'no settings at /config.json'}`);
  }
  const config = (await response.json()) as Partial<RuntimeConfig> | null;
  if (!config?.identity || !config.productName) {
    throw new Error('The settings at /config.json are incomplete');
  }
  return config as RuntimeConfig;
}
