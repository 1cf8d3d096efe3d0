### Lekce v prostém režimu, odpovědi o kamenech v ruce, rod kamene a proč napsaný text
### není tah (důvody notace, i pro řádek tahu na desce).

plain-cmd-lessons = lekce
plain-cmd-task = úkol
plain-help-lessons = lekce; v jejich seznamu číslo lekce ji začne.
plain-help-task = lekce a její úkol znovu.
plain-learn-menu = Lekce, celkem { $count }: napiš číslo lekce a začne ({ $puzzles } otevře úlohy), { $leave } zavře seznam, { $quit } skončí.
plain-learn-row = { $number }. { $title }.
plain-learn-row-done = { $number }. { $title }: hotovo.
plain-learn-none = Žádná lekce neběží: { $lessons } je vypíše.
plain-learn-title = Lekce: { $title }.
plain-puzzle-title = Úloha: { $title }.
plain-learn-task = Úkol { $number } z { $count }: { $task }
plain-learn-done = Výborně: lekce „{ $title }“ je hotová. { $lessons } vypíše lekce.
plain-learn-met = Výborně! { $next }
plain-learn-begin = Piš tahy jako v partii; { $board } řekne, kde jsou kameny, { $task } zopakuje úkol, { $lessons } vypíše lekce.
plain-learn-not-here = V lekci ne: { $lessons } vypíše lekce, { $quit } skončí.
plain-learn-already-done = Tahle lekce je hotová: { $lessons } vypíše další.
plain-learn-no-such = Lekce { $number } není: čísla jsou od 1 do { $count }.
plain-learn-in-menu = Tohle je seznam lekcí: napiš číslo od 1 do { $count }, { $leave } zavře seznam, nebo { $quit }.

plain-why-unplaceable = { $piece } je v ruce a teď ho položit nejde: { $why }.
plain-why-placeable = { $piece } je v ruce a jde položit: napiš { $moves } { $piece } a uslyšíš kam.

plain-gender = { $bug ->
    [queen] f
    [grasshopper] f
    [ladybug] f
    [pillbug] f
   *[other] m
}

notation-empty = nic nenapsáno: tah je kámen a kam jde, např. wA1 -bG1
notation-too-many-parts = { $text }: tah je kámen a nejvýš jeden kámen, ke kterému jde, např. wA1 -bG1
notation-two-marks = { $text }: značka (- / \) stojí před kamenem nebo za ním, ne na obou stranách
notation-not-a-piece = { $text } není kámen: barva w nebo b, písmeno (Q S B G A M L P) a číslo, např. wQ nebo bA2
notation-no-such-number = { $text }: číslo { $number } není, { $bug } má čísla 1 až { $count }
notation-unique = { $text }: kámen { $bug } je jen jeden a nemá číslo (piš { $short })
notation-which = { $text }: který kámen { $bug }? Napiš číslo 1 až { $count }
notation-no-reference = u { $piece } uveď kámen, ke kterému jde (bez něj se píše jen první tah)
notation-reference-not-placed = { $piece } neleží na stole, vedle něj nic nejde
notation-reference-not-in-game = { $piece } ve hře { $game } není
notation-side-occupied = { $text } ukazuje na obsazené pole vedle { $piece }; tah na věž jmenuje kámen navrchu, např. { $climb }

plain-lobby-cmd-list = seznam
plain-lobby-cmd-new = nová
plain-lobby-cmd-play = hraj
plain-lobby-cmd-invites = pozvánky
plain-lobby-cmd-close = zavři
plain-lobby-cmd-renew = obnov
plain-lobby-welcome = Lobby hráče { $name }: { $list } vypíše tvoje partie, { $new } založí novou, { $help } vypíše příkazy.
plain-lobby-games = Tvoje partie (všech partií na serveru: { $count }, nejvýš { $max }):
plain-lobby-none = Zatím žádná: { $new } založí partii a dá ti řádky, kterými pozveš kamaráda.
plain-lobby-row = { $number }. { $game }, { $clock }: { $you }, { $plies }, { $state }, { $here }.
# A game of a tournament in the plain list: plain-lobby-row with the tournament's $name and $round.
plain-lobby-row-tour = { $number }. { $game }, { $clock }, turnaj „{ $name }“, { $round }. kolo: { $you }, { $plies }, { $state }, { $here }.
plain-lobby-made = Partie { $number } je založená: { $play } { $number } tě k ní posadí.
plain-lobby-invites = Partie { $number }: předej tyhle řádky dál; každý je tajný.
plain-lobby-no-game = Partie { $number } není: { $list } vypíše tvoje.
plain-lobby-needs-number = { $command } potřebuje číslo partie, např. { $command } 1.
plain-lobby-unknown = { $text } není příkaz lobby: { $help } je vypíše.
plain-lobby-kept = Zůstává, jak bylo.
plain-lobby-stay = Zůstáváš v lobby.
plain-lobby-new-wrong = { $text } není typ hry (Base, Base+MLP), barva (white, black) ani hodiny (5+3, none).
plain-lobby-back = Zpět v lobby: { $list } vypíše tvoje partie.
plain-lobby-help-intro = Příkazy lobby (N: číslo partie ze seznamu):
plain-lobby-help-list = tvoje partie, očíslované.
plain-lobby-help-new = nová partie; může dostat typ hry, tvou barvu a hodiny, např. nová Base+M black 5+3 (nebo none).
plain-lobby-help-play = hraj své místo v partii N.
plain-lobby-help-invites = řádky, které zvou do partie N.
plain-lobby-help-close = zavři partii N (nejdřív se zeptá).
plain-lobby-help-renew = nové kódy pro partii N (nejdřív se zeptá).
plain-lobby-help-help = tenhle seznam.
plain-lobby-help-quit = odejdi z lobby (nejdřív se zeptá).
plain-lobby-key = p prostý režim (řádky textu pro čtečky obrazovky)
plain-lobby-chosen = Prostý režim: lobby v řádcích textu.

# A puzzle in plain mode: how it goes, and its end.
plain-puzzle-begin = Piš tahy jako v partii; { $board } řekne, kde jsou kameny, { $task } zopakuje úkol, { $next } přeskočí na další úlohu (počítá se jako chyba).
plain-puzzle-done = Vyřešeno: „{ $title }“. { $next } dá další úlohu, { $quit } skončí.
