### Předsíň `hive serve --lobby`: partie člena, nová partie, pozvánky.

lobby-title = hive · předsíň · { $name }
lobby-keys-list = ↑↓ výběr · Enter hrát · i pozvánky · n nová partie · x zavřít partii · q odejít
lobby-keys-new = ↑↓ výběr · ←→ změnit · w/b tvoje barva · c hodiny · Enter vytvořit · Esc zpět
lobby-keys-invites = Enter sednout si · r nové kódy · x zavřít partii · Esc zpět
lobby-keys-close = y zavřít · n nechat
lobby-keys-renew = y nové kódy · n nechat tyto

lobby-no-clock = bez hodin
lobby-watching = divák
lobby-to-move = na tahu { $side }
lobby-over = skončila
lobby-your-games = Tvoje partie (všech partií na serveru: { $count }, nejvýš { $max })
lobby-none-yet = Zatím žádná: n ji založí a dá ti řádek, kterým pozveš kamaráda.
lobby-opponent-here = soupeř je tu
lobby-opponent-away = soupeř chybí
lobby-you-are-in = jsi v ní
lobby-you = ty: { $side }
lobby-you-play = hraješ: { $side }
lobby-plies = { $count ->
    [one] { $count } půltah
    [few] { $count } půltahy
   *[other] { $count } půltahů
}

lobby-new-game = Nová partie
lobby-field-type = Druh hry:
lobby-field-side = Hraješ:
lobby-field-clock = Hodiny:
lobby-tournament-opening = Turnajové zahájení (Včelí královna ne v prvním tahu); každý tah se ukládá.
lobby-clock-per-move = Čas hlídá server: každý tah má svůj čas, zbytek se nepřevádí.
lobby-clock-game = Čas hlídá server: běží, když jsou tu oba hráči, nikdo ho nezastaví, a komu čas vyprší, prohrává.
lobby-clock-none = Bez hodin: přemýšlej, jak dlouho chceš.

lobby-close-question = Zavřít tuto partii?
lobby-close-what = Její kódy přestanou platit a všichni v ní budou odpojeni. Záznam zůstane ve složce partií: `hive play` v ní pokračuje.
lobby-renew-question = Nové kódy pro tuto partii?
lobby-renew-what = Dosavadní řádky přestanou platit a kdo jimi přišel, bude odpojen; nové řádky ho pustí znovu. Tvoje místo zůstává.
lobby-pass-these-on = Předej tyto řádky dál; každý je tajný:
lobby-invite-watch = dívat se:
lobby-invite-plays = { $side } hraje:

lobby-not-made = Partie nevznikla: { $why }.
lobby-gone = Tato partie už neběží.
lobby-not-yours = Zavřít tuto partii nebo jí dát nové kódy může jen člen, který ji založil.
lobby-close-in-play = Rozehraná partie mezi členy se nezavírá: končí jako každá (výhrou, vzdáním, remízou). Zavřít ji lze, až skončí.
lobby-not-seated = Nesedíš: { $why }.
lobby-closed = Zavřena; její kódy už neplatí. Záznam: { $save }.
lobby-renewed = Nové kódy: staré řádky už neplatí.
lobby-not-renewed = Žádné nové kódy: { $why }.
