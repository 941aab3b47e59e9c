-- Editorial content (the CMS endpoints getContentByKey and getContentPreview). The sandbox keeps
-- its own small set of entries here (not customer data, so a seed reset leaves them alone):
-- published entries by key and locale, and one draft that only the preview by id shows.
create table content_entries (
  id uuid primary key,
  key text check (key ~ '^[a-z0-9][a-z0-9/_-]{0,199}$'),
  locale text not null check (locale in ('sv', 'nb', 'fi', 'da')),
  content_type text not null,
  content jsonb not null,
  published boolean not null,
  unique (key, locale)
);

insert into content_entries (id, key, locale, content_type, content, published) values
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a01', 'home/hero', 'sv', 'hero',
   '{"title": "Betala när det passar dig", "text": "Se och betala dina köp och fakturor på ett ställe."}', true),
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a02', 'home/hero', 'nb', 'hero',
   '{"title": "Betal når det passer deg", "text": "Se og betal kjøp og fakturaer på ett sted."}', true),
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a03', 'home/hero', 'fi', 'hero',
   '{"title": "Maksa kun sinulle sopii", "text": "Näe ja maksa ostoksesi ja laskusi yhdessä paikassa."}', true),
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a04', 'home/hero', 'da', 'hero',
   '{"title": "Betal når det passer dig", "text": "Se og betal dine køb og fakturaer ét sted."}', true),
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a05', 'private-loan/faq', 'sv', 'faq',
   '{"title": "Vanliga frågor om privatlån", "items": [{"question": "Hur snabbt får jag pengarna?", "answer": "Inom 1-3 bankdagar."}]}', true),
  ('6f1c0a52-1d1e-4a53-9f51-0c7f3e6b0a06', 'home/campaign', 'sv', 'banner',
   '{"title": "Kampanj (utkast)", "text": "Ej publicerad."}', false);
