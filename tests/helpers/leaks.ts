/** Every key a player push may contain, anywhere in the tree. */
const PLAYER_KEYS = new Set(['encounter', 'name', 'system', 'round', 'activeId', 'combatants', 'id', 'side', 'kind', 'initiative', 'conditions', 'hp', 'current', 'max', 'value',
  'position', 'q', 'r', 'size', 'map', 'cols', 'rows', 'orientation', 'hexSize', 'unit', 'terrain', 'walls', 'background', 'asset', 'x', 'y', 'scale', 'opacity', 'camera', 'mode', 'rect', 'width', 'height', 'life',
  // A system's body parts (RuneQuest's hit locations): their wound tier and whether useless, under the GM's HP visibility.
  'parts', 'tier', 'useless',
  // The GM's language, and how a token is drawn (the GM's portrait image and short name).
  'locale', 'portrait', 'tokenLabel']);

export function gmOnlyLeaks(push: unknown, hidden: { ids: string[]; names: string[]; secrets: string[] }): string[] {
  const found: string[] = [];
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') {
      if (hidden.ids.includes(v) || hidden.names.includes(v) || hidden.secrets.some((s) => v.includes(s))) found.push(`${at}=${v}`);
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (!PLAYER_KEYS.has(k)) found.push(`${at}.${k}`);
        walk(x, `${at}.${k}`);
      }
    }
  };
  walk(push, '$');
  return found;
}
