### Zprávy obrazovky partie o hře: zvednutí, nasazení a tah kamenem, zpět a znovu,
### vynechání tahu, tah počítače a rady, hodiny, remíza a konec partie.
### $piece a $notation jsou notace (wA1, wA1 -bG1), stejná ve všech jazycích; $key, $pick,
### $play, $new a $review jsou názvy kláves; $side je strana (viz lang::rules::set_side).

moves-centred = Pohled vystředěn na úl.
moves-put-back = Vráceno.
moves-over = Partie skončila.
moves-over-already = Partie už skončila.
moves-over-keys = Partie skončila: u vrací tah, N začne novou partii, q končí.
# $clock: tempo jako na příkazové řádce (5+3).
moves-new-game-clock = Nová partie s hodinami { $clock }. Začíná bílý.
moves-new-game = Nová partie. Začíná bílý.
moves-computers-turn = Na tahu je počítač; u vrátí tvůj poslední tah.
moves-zoom-large = Velká pole (z znovu: podle velikosti okna).
moves-zoom-compact = Malá pole (z znovu: podle velikosti okna).
moves-zoom-fit = Pole přizpůsobena velikosti desky.
# $why: důvod odmítnutí (viz refusals.ftl), bez tečky.
moves-cannot-go = { $piece } tam nemůže: { $why }.
moves-cannot-go-plain = { $piece } tam nemůže.
moves-nothing-here = Tady nic není. Vezmi kámen z ruky nebo přejdi na kámen.
moves-no-move = nemá žádný tah
moves-cannot-move = { $piece } nemůže táhnout: { $why }.
# Jeden kámen, který zůstává, a proč (spojené „; “ v moves-no-other).
moves-stuck = { $piece }: { $why }
moves-no-other = Žádný jiný kámen ({ $bug }) nemůže táhnout: { $why }.
moves-pick-first = Nejdřív vezmi kámen: čísla pak ukážou, kam může.
moves-no-cell = Žádné pole nemá číslo { $number }.
moves-cell-typed = Pole { $number }…: druhá číslice, nebo Enter pro { $number }.
moves-cell-let-go = Pole { $number }… zrušeno: Enter platí pro kurzor; číslo položí { $piece } na to pole.
moves-not-in-game = V této hře není { $bug } ({ $game_type }).
moves-none-in-hand = { $side } už nemá v ruce { $bug_acc }.
moves-no-room = není kam
moves-cannot-place = { $piece } nejde nasadit: { $why }.
# $summary: jak se kámen pohybuje (jedna věta z bugs.ftl).
moves-placing = Nasazuješ { $piece }: číslo ho položí na pole (nebo Tab, Enter). { $summary }
moves-must-pass = { $side } nemá platný tah: stiskni Enter a tah vynech.
moves-none-movable = Žádný kámen na desce nemůže táhnout; nasaď kámen z ruky.
moves-can-move = { $piece } může táhnout: Enter ho zvedne.
moves-can-be-thrown = { $piece } může přehodit tvoje { -pillbug }: Enter ho zvedne.
moves-paused = Hodiny stojí: { $key } je spustí, pak táhni.
moves-lost-on-time = { $side } prohrál na čas: partie skončila.
moves-thrown-move = { $notation } (přehozen)
moves-line-kept = Opuštěná varianta zůstává v této partii: r a pak v ji ukáže.
moves-illegal = { $notation } není platný: { $why }.
# Po tahu: $notation je tah (po tom, co řekl počítač, pokud něco).
moves-played = { $notation }. Na tahu je { $side }.
moves-played-over = { $notation }. { $result }.
moves-played-pass = { $notation }. { $side } nemá platný tah: stiskni Enter a tah vynech.
moves-lost-stays-lost = Partie prohraná na čas zůstane prohraná: N nová partie, r procházení.
moves-ending-withdrawn = Hra pokračuje: konec je zrušen ({ $key } ho vrátí).
moves-ending-withdrawn-file = Hra pokračuje: konec je zrušen ({ $key } ho vrátí). Soubor konec drží; tah uloží novou partii.
moves-nothing-to-undo-yet = Není co vracet: ještě jsi netáhl.
moves-nothing-to-undo = Není co vracet.
# $moves: vrácené tahy jako seznam („wA1 -bG1 a bQ wA1/“).
moves-took-back = Vráceno { $moves } (U znovu).
moves-ending-restored = { $result }. u to vrátí.
moves-nothing-to-redo = Není co opakovat.
# $moves: tahy zopakované před posledním; $message: co řekl poslední tah.
moves-redid = Znovu { $moves }, pak { $message }
moves-resigned = { $result }. u to vrátí, N začne novou partii.
moves-draw-offered = Remíza nabídnuta: čeká se na odpověď.
moves-watching-no-draw = Jen se díváš: remízu nabízejí hráči.
moves-watching-no-resign = Jen se díváš: vzdát se může jen hráč.
moves-draw-too-early = { $side } remízu odmítá: na posouzení je brzy (půltahy: { $plies } z { $needed }). Hraj dál.
moves-draw-weighing-still = { $side } ještě zvažuje tvou nabídku…
moves-draw-weighing = { $side } zvažuje nabídku remízy…
moves-draw-declined = { $side } remízu odmítá: myslí si, že stojí lépe. Hraj dál.
moves-draw-accepted = { $side } remízu přijímá.
moves-not-your-hand = To je ruka { $side_gen }; { $side } teď není na tahu.
moves-stack-here = Věž: { $stack }.

## Zvednutí kamene.
moves-pick-throwable = { $piece } může přehodit tvoje { -pillbug }: vyber, kam dopadne.
moves-picked = { $piece } zvednut. { $summary }
# $bugs: kameny, které Komár kopíruje, oddělené čárkou.
moves-picked-mosquito = { $piece } zvednut. { -mosquito } kopíruje: { $bugs }.
moves-pick-throw-mark = ^: přehození { bug-pillbug.ins }.
# $pieces: kameny, které může přehodit, v notaci.
moves-pick-throws = Přehození (^): { $pieces }; Tab na kámen, Enter ho přehodí.

## Počítač a rady.
moves-thinking = { $side } přemýšlí…
moves-hint-over = Partie skončila: není co radit.
moves-hint-still = Pořád hledám dobrý tah…
moves-hint-not-now = Počítač přemýšlí: o radu si řekni, až budeš na tahu.
moves-hint-looking = Hledám dobrý tah…
moves-hint-over-play = Partie skončila: žádná rada k zahrání.
moves-hint-still-key = Pořád hledám dobrý tah; { $key } ho zahraje, až bude označen.
moves-hint-none = Na desce není rada k zahrání: { $key } o ni požádá.
moves-ponder-on = Přemýšlení zapnuto: počítač myslí i v tvém čase (t ho vypne).
moves-ponder-on-later = Přemýšlení zapnuto: projeví se v partii proti počítači.
moves-ponder-off = Přemýšlení vypnuto: počítač myslí jen ve svém čase.
moves-ponder-your-turn = Jsi na tahu: počítač jen přemýšlí dopředu (n popožene jeho tah).
moves-not-thinking = n popožene počítač, když přemýšlí; teď nepřemýšlí.
moves-no-answer = Počítač skončil bez odpovědi.
moves-hint-pass = Rada: vynech tah, jiný není ({ $pick } nebo { $play } ho vynechá).
moves-hint = Rada: { $notation } (označeno na desce; { $key } ho zahraje).
# $line: tahy, které počítač očekává potom, oddělené čárkou.
moves-hint-line = Rada: { $notation } (označeno na desce; { $key } ho zahraje); počítač pak očekává { $line }.

## Hodiny.
moves-ran-out = { $side } vyčerpal čas: { $winner } vyhrává na čas. { $key } procházení.
moves-time-out = { $result }. { $new } nová partie, { $review } procházení.
moves-clocks-stand = Partie skončila: hodiny stojí.
moves-no-clock = Tato partie nemá hodiny (hive play --clock 5+3 začne partii s hodinami).
moves-clocks-paused = Hodiny stojí: čas neběží a netáhne se. { $key } je spustí.
moves-clocks-running = Hodiny běží: na tahu je { $side }.
