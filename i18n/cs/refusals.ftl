### Proč tah nebo kámen nejde (bez tečky na konci). $piece, $by, $expected, $first,
### $second jsou kameny v notaci (wA1), stejné ve všech jazycích.

illegal-game-over = hra skončila
illegal-cannot-pass = { $side } nesmí vynechat tah: má platné tahy
illegal-not-in-game = { $piece } ve hře { $game_type } není
illegal-not-your-piece = { $piece } patří hráči { $owner }, a na tahu je { $mover }
illegal-out-of-order = { $piece } musí počkat: nejdřív do hry vstupuje { $expected }
illegal-queen-first-turn = Včelí královnu nelze nasadit v prvním tahu
illegal-must-place-queen = { $side } musí teď nasadit Včelí královnu (čtvrtý tah)
illegal-queen-not-placed = { $side } nesmí hýbat kameny, dokud nenasadí Včelí královnu
illegal-place-on-occupied = nový kámen se klade jen na volné pole
illegal-first-apart = první kámen černého se musí dotýkat kamene bílého
illegal-not-touching-own = nový kámen se musí dotýkat kamene své barvy
illegal-touches-opponent = nový kámen se nesmí dotýkat kamenů soupeře
illegal-covered = leží na něm { $by }
illegal-thrown-must-rest = právě ho přehodila Svinka: jedno kolo stojí
illegal-moved-last-turn = táhl v minulém tahu, takže ho teď přehodit nelze
illegal-would-break-hive = drží úl pohromadě: bez něj by se úl rozpadl
illegal-no-room = každá mezera kolem je příliš úzká na proklouznutí (volnost pohybu), nebo vede pryč od úlu
illegal-unreachable = na to pole se nedostane: { $why }
illegal-throw-blocked = tvoje Svinka ho nezvedne: po obou stranách cesty stojí příliš vysoké sloupce (volnost pohybu)
illegal-stacked-thrown = { $piece } je ve sloupci a přehodit ho nelze
illegal-copies-nothing = { $piece } se dotýká jen Komára, takže nemá co napodobit
illegal-nowhere-to-place = { $side } nemá volné pole u svých kamenů a mimo soupeřovy

route-same-cell = už tam stojí
route-occupied = { $bug } končí tah jen na volném poli
route-one-cell = { $bug } táhne jen o jedno pole
route-gate = mezera mezi { $first } a { $second } je příliš úzká (volnost pohybu)
route-high-gate = { $first } a { $second } jsou po obou stranách toho kroku příliš vysoko (volnost pohybu)
route-loses-touch = cestou by ztratil kontakt s úlem; kameny kloužou podél úlu
route-detached = to pole se nedotýká žádného kamene
route-not-in-line = { -grasshopper } skáče jen rovně
route-nothing-to-jump = { -grasshopper } musí přeskočit aspoň jeden kámen
route-past-the-gap = { -grasshopper } dopadá na první volné pole své řady
route-not-three-cells = { -spider } jde kolem úlu přesně o tři pole, nikdy zpět
route-shut-in = žádná cesta na to pole není dost široká (volnost pohybu)
route-ladybug-path = { -ladybug } jde dvě pole po vrchu úlu a pak jedno dolů
route-copies = žádný z hmyzu, který napodobuje ({ $bugs }), tam netáhne
route-throw-only = teď ho lze jen přehodit na volné pole vedle Svinky
route-throw-gate = Svinka ho tam nepoloží: po obou stranách stojí příliš vysoké sloupce (volnost pohybu)
route-blocked = cesta tam je zavřená

move-not-a-move = to není tah: { $text }
move-illegal = tah { $text } nejde: { $reason }
