import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../../../domain/intake/catalog';
import type { ChatTexts } from '../../../../domain/texts/en/chat';
import type { IntakeTexts } from '../../../../domain/texts/en/intake';
import type { TabletTexts } from '../../../../domain/texts/en/tablet';
import { useMessages } from '../../patient-turn';

/** The chat in one language: the patient's wording of the intake and the chat's messages. */
interface LanguagePack {
  wording: IntakeTexts;
  text: ChatTexts;
}

/** The tablet's messages with the chat's own, as the chat's screens read them. */
export type ChatMessages = Omit<TabletTexts, 'chat'> &
  Omit<ChatTexts, 'chat'> & { chat: TabletTexts['chat'] & ChatTexts['chat'] };

const PackContext = createContext<LanguagePack | null>(null);

/** Loaded packs, by language: code modules, kept as the module registry keeps them. */
const loaded = new Map<Language, LanguagePack>();

/**
 * The intake's wording and the chat's messages in `language` (domain/texts/en or es, intake.ts
 * and chat.ts): two lazy modules, fetched together.
 */
function load(language: Language): Promise<LanguagePack> {
  const [wording, text] =
    language === 'es'
      ? [import('../../../../domain/texts/es/intake'), import('../../../../domain/texts/es/chat')]
      : [import('../../../../domain/texts/en/intake'), import('../../../../domain/texts/en/chat')];
  return Promise.all([wording, text]).then(([{ intake }, { chat }]) => ({
    wording: intake,
    text: chat,
  }));
}

/**
 * The chat in the patient's language: its pack is loaded when she first needs it, and only
 * hers, so a chat carries one language (docs/patient-wording.md). Until the first has loaded
 * `fallback`; a pack that cannot be loaded throws to the route's error page, which says so in
 * her language.
 */
export function LanguagePackProvider({
  language,
  fallback,
  children,
}: {
  language: Language;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // While another language loads, the one on screen stays (nothing unmounts, focus stays).
  const [shown, setShown] = useState<LanguagePack | undefined>();
  const pack = loaded.get(language) ?? shown;
  if (pack && pack !== shown) setShown(pack);
  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    load(language).then(
      (pack) => {
        loaded.set(language, pack);
        if (live) setLoads((count) => count + 1);
      },
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (failure) throw failure;
  if (!pack) return fallback;
  return <PackContext.Provider value={pack}>{children}</PackContext.Provider>;
}

function usePack(): LanguagePack {
  const pack = useContext(PackContext);
  if (!pack) throw new Error('The chat’s screens must be inside LanguagePackProvider');
  return pack;
}

/** The patient's wording of the intake. */
export function useWording(): IntakeTexts {
  return usePack().wording;
}

/** Every message a chat screen shows, in the patient's language. */
export function useChatMessages(): ChatMessages {
  const messages = useMessages();
  const { text } = usePack();
  return useMemo(
    () => ({ ...messages, ...text, chat: { ...messages.chat, ...text.chat } }),
    [messages, text],
  );
}
