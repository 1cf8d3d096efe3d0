### Klub v předsíni `hive serve`: hodnocení, žebříček, přihlášení.

# Skupiny hodnocení podle tempa partie.
clubroom-pool-bullet = bullet
clubroom-pool-blitz = bleskovky
clubroom-pool-rapid = rapid
clubroom-pool-classic = klasika
clubroom-pool-correspondence = korespondenční
clubroom-pool-untimed = bez hodin

clubroom-keys-list = ↑↓ výběr · Enter hrát · i pozvánky · n nová partie · x zavřít partii · l žebříček · m tvoje stránka · q odejít
clubroom-keys-board = ←→ jiné tempo · Esc zpět
clubroom-no-ratings = Zatím žádné hodnocené partie: hodnotí se partie s jiným členem klubu dohraná do konce.
# $ratings: název skupiny a hodnocení, oddělené čárkou.
clubroom-your-ratings = Tvoje hodnocení: { $ratings }
# $pool: název skupiny (clubroom-pool-…).
clubroom-leaderboard = Žebříček: { $pool }
clubroom-board-empty = V tomto tempu zatím nikdo nemá ustálené hodnocení.
clubroom-games = { $count ->
    [one] { $count } partie
    [few] { $count } partie
   *[other] { $count } partií
}
clubroom-provisional = Hodnocení s ? je předběžné (odchylka nad 110) a do žebříčku zatím nepatří.

clubroom-banned = Tento klíč má v klubu zákaz. Pokud jde o omyl, ozvi se hostiteli.
clubroom-welcome = Vítej v klubu
clubroom-choose-name = Vyber si jméno v klubu: od teď jsi to ty, kdo má tenhle klíč.
clubroom-name-rules = { $min } až { $max } písmen nebo číslic; po prvním znaku smíš i _ - a .
clubroom-keys-sign-up = Enter přidat se · Backspace smazat · Esc odejít
clubroom-name-length = Jméno má { $min } až { $max } znaků.
clubroom-name-characters = Jméno tvoří písmena, číslice, _, - a . a začíná písmenem nebo číslicí.
clubroom-name-scripts = Všechna písmena jména musí být z jedné abecedy.
clubroom-name-reserved = To jméno patří serveru: vyber jiné.
clubroom-name-taken = To jméno nebo velmi podobné už má jiný člen: vyber jiné.
clubroom-known-key = Tento klíč už patří členovi klubu.
clubroom-too-many-sign-ups = Z tvé adresy bylo za poslední hodinu příliš mnoho přihlášení: zkus to později.

# Vlastní stránka člena. $pool: název skupiny (clubroom-pool-…).
clubroom-history = Tvoje hodnocení ({ $pool }) po každé hodnocené partii
clubroom-history-none = V tomto tempu zatím žádná hodnocená partie.
# Pod grafem hodnocení: $low, $high a $now jsou hodnocení.
clubroom-history-range = { $count ->
    [one] { $count } partie
    [few] { $count } partie
   *[other] { $count } partií
}: nejníž { $low }, nejvýš { $high }, teď { $now }.
clubroom-head-to-head = Vzájemné partie (výhry – remízy – prohry):
clubroom-no-rivals = Zatím jsi nehrál s jiným členem klubu.
