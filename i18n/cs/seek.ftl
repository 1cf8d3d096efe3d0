### Výzvy klubu v lobby `hive serve`: kdo je tady, otevřené výzvy, výzvy jednomu hráči, partie ke sledování.

# The list page's key for the seeks page.
seek-key = s výzvy
seek-keys = ↑↓ výběr · Enter přijmout nebo sledovat · n nová výzva · c vyzvat hráče · x stáhnout nebo odmítnout · Esc zpět
seek-keys-form = ↑↓ výběr · ←→ změnit · Enter hotovo · Esc zrušit
# $names: the members in the lobby, as "ann, bob".
seek-here = Teď tady ({ $count }): { $names }
seek-here-more = { $names } a další ({ $more })
seek-open = Otevřené výzvy
seek-none = Žádná výzva není otevřená: vypiš vlastní klávesou n nebo vyzvi hráče klávesou c.
seek-games = Hrané partie
seek-games-none = Teď se nehraje žádná partie mezi členy klubu.
# A seek made by the member, in the seeker's column.
seek-you = ty
seek-rated = hodnocená
seek-casual = přátelská
# The seeker's colour, said of the seeker.
seek-color-white = hraje za Bílého
seek-color-black = hraje za Černého
seek-color-random = barva losem
seek-opening-rulebook = zahájení podle pravidel ze hry
seek-opening-tournament = turnajové zahájení
# The member's own challenge, turned down.
seek-declined = odmítnuta
seek-new = Nová výzva
seek-new-challenge = Výzva hráči
seek-field-to = Komu:
seek-field-rated = Partie:
seek-field-color = Ty:
seek-you-white = bílými
seek-you-black = černými
seek-you-random = losem
seek-nobody = nikdo tu není
seek-rated-when = Hodnocená partie mění hodnocení obou hráčů; přátelská se uloží, ale hodnocení nemění.
seek-made = Tvoje výzva je otevřená: zahraje si s tebou ten, kdo ji první přijme.
seek-challenge-made = Výzva je odeslána.
seek-too-many-seeks = { $max ->
    [one] Máš už { $max } otevřenou výzvu, tolik, kolik smí mít jeden hráč: nejdřív ji stáhni.
    [few] Máš už { $max } otevřené výzvy, tolik, kolik smí mít jeden hráč: nejdřív jednu stáhni.
   *[other] Máš už { $max } otevřených výzev, tolik, kolik smí mít jeden hráč: nejdřív jednu stáhni.
}
seek-too-many-games = { $max ->
    [one] Hraješ už { $max } partii, tolik, kolik smí jeden hráč: nejdřív ji dohraj.
    [few] Hraješ už { $max } partie, tolik, kolik smí jeden hráč: nejdřív jednu dohraj.
   *[other] Hraješ už { $max } partií, tolik, kolik smí jeden hráč: nejdřív jednu dohraj.
}
seek-their-games-full = { $name } už hraje tolik partií, kolik smí jeden hráč: zkus to později.
seek-not-here = Ten hráč teď v lobby není.
seek-gone = Ta výzva už není otevřená.
seek-own = To je tvoje vlastní výzva: přijmout ji musí někdo jiný.
seek-not-yours = Ta výzva patří jinému hráči.
seek-withdrawn = Tvoje výzva je stažena.
seek-you-declined = Odmítl jsi výzvu hráče { $name }.
seek-accepted-note = { $name } přijímá tvoji výzvu: partie je nahoře v tvém seznamu (Enter hrát).
seek-declined-note = { $name } odmítá tvoji výzvu.
# Back in the lobby from a game between two members that is over.
rematch-offer = Partie s { $name } skončila: R nabídne odvetu s prohozenými barvami.
# The plain lobby's word that offers the rematch (lowercase).
rematch-plain-cmd = odveta
rematch-plain-offer = Partie s { $name } skončila: { $command } nabídne odvetu s prohozenými barvami.
rematch-away = Během tvé nepřítomnosti skončila partie s { $name }: R nabídne odvetu s prohozenými barvami.
rematch-plain-away = Během tvé nepřítomnosti skončila partie s { $name }: { $command } nabídne odvetu s prohozenými barvami.
rematch-plain-help = odveta: po partii mezi členy nabídne soupeři stejnou partii s prohozenými barvami.
rematch-none = Není komu nabídnout odvetu: nabízí se po partii dvou členů klubu.
# A challenge to the member (a rematch is one), told in their lobby.
seek-challenged-note = { $name } tě vyzývá: výzva čeká na stránce výzev (s).
# The same two notes in the plain lobby, which has commands, not keys: $play and $seeks are
# its words (play, seeks).
seek-accepted-plain-note = { $name } přijímá tvoji výzvu: je to partie { $number } tvého seznamu ({ $play } { $number } ji hraje).
seek-challenged-plain-note = { $name } tě vyzývá: { $seeks } ukáže výzvu.
seek-no-club = Výzvy jsou pro členy klubu.
seek-failed = Databáze klubu selhala: zkus to znovu.

## The plain lobby's seeks commands (typed words, lowercase).
seek-cmd-seeks = výzvy
seek-cmd-seek = výzva
seek-cmd-challenge = vyzvat
seek-cmd-accept = přijmout
seek-cmd-decline = odmítnout
seek-cmd-withdraw = stáhnout
seek-help-seeks = kdo je tady, otevřené výzvy (očíslované) a hrané partie
seek-help-seek = vypíše výzvu: sada, hodiny nebo none, rated nebo casual, white, black nebo random, v libovolném pořadí
seek-help-challenge = totéž, ale jednomu hráči, který je tady
seek-help-accept = přijme výzvu N a hned tě posadí k partii
seek-help-decline = odmítne výzvu N
seek-help-withdraw = stáhne tvoji výzvu N
# A colour as typed after `seek` (one word).
seek-word-white = bílý
seek-word-black = černý
seek-word-random = los
# One seek in the plain lobby: $who its maker (and whom it is to), $last the opening rule or "declined".
seek-plain-row = { $number }. { $who }: { $game }, { $clock }, { $rated }, { $color }, { $last }.
seek-plain-game = { $white } – { $black }: { $game }, { $clock }, { $plies }.
seek-plain-wrong = „{ $text }“ není sada, hodiny, rated, casual ani barva.
seek-plain-no-seek = Výzva { $number } neexistuje: vypíše je příkaz { $seeks }.
seek-plain-none = Žádná výzva není otevřená: { $seek } vypíše vlastní, { $challenge } { $name } vyzve hráče, který je tu.
# The placeholder for a member's name in the plain lobby's help (challenge NAME …).
seek-help-name = JMÉNO
# The seeks page: a key held back because another seek moved under the cursor.
seek-changed = Seznam se změnil: řádek označený ▶ už není ten, který tam byl. Stiskni klávesu znovu, chceš-li ho použít, nebo vyber jiný.
# The plain lobby: accept, decline or withdraw N held back because the list changed; the list follows.
seek-plain-changed = Výzvy už nejsou takové, jaké jsi viděl, proto se nic nestalo. Tady jsou teď:
