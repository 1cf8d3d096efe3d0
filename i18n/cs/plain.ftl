### Prostý režim (hive play --plain): partie slovy pro odečítač obrazovky a braillský
### řádek. Jména kamenů v notaci (wQ, bA1), písmena (Q S B G A M L P) a jednopísmenné
### příkazy jsou ve všech jazycích stejné.

# Směr: $dir je nw, ne, e, se, sw nebo w.
plain-direction = { $dir ->
    [nw] severozápad
    [ne] severovýchod
    [e] východ
    [se] jihovýchod
    [sw] jihozápad
   *[w] západ
}
plain-beside = vedle { $piece }, { $dir ->
    [nw] ze severozápadní
    [ne] ze severovýchodní
    [e] z východní
    [se] z jihovýchodní
    [sw] z jihozápadní
   *[w] ze západní
} strany
plain-on-top = na { $piece }
plain-alone = { $gender ->
    [f] sama uprostřed stolu
   *[m] sám uprostřed stolu
}
# „Sám“ u kamene, který se pokládá nebo táhne (4. pád: „pokládá Mravence wA1 samotného“).
plain-alone-object = { $gender ->
    [f] samotnou uprostřed stolu
   *[m] samotného uprostřed stolu
}
plain-neighbour = { $piece } na { $dir ->
    [nw] severozápadě
    [ne] severovýchodě
    [e] východě
    [se] jihovýchodě
    [sw] jihozápadě
   *[w] západě
}

plain-placed = { $side } pokládá { $bug_acc } { $piece } { $where }.
plain-moved = { $side } táhne { $bug_ins } { $piece } { $where }.
plain-thrown = { $side } hází { $piece } { $where }.
plain-passed = { $side } vynechává tah.
plain-to-move = Na tahu je { $side }.
plain-must-pass = Na tahu je { $side }, ale musí vynechat: napiš pass.
plain-over = Konec partie: { $result }.
plain-welcome = Prostý režim: napiš tah (wS1, bA1 -wQ) nebo příkaz; { $help } je vypíše.
plain-undone = { $count ->
    [one] Vrácen { $count } půltah
    [few] Vráceny { $count } půltahy
   *[other] Vráceno { $count } půltahů
}, teď půltah { $ply }.
plain-review-start = Začátek partie: zatím žádný tah.

plain-hint = Rada: { $said }
plain-last = Půltah { $ply }: { $said }
plain-last-none = Zatím nepadl žádný tah.
plain-no-clock = Tato partie nemá hodiny.
plain-clock = { $white }: { $white_time }. { $black }: { $black_time }.
plain-clock-warning = { $side } má ještě { $seconds ->
    [one] { $seconds } sekundu
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}.
plain-board-empty = Stůl je prázdný: zatím žádný kámen.
plain-board-cell = { $stack }: { $near }.
plain-board-alone = { $stack }: bez sousedů.
plain-queen-covered = Královna { $side_gen }: zakryté strany: { $count } ze 6.
plain-hand = V ruce { $side_gen }: { $pieces }.
plain-pieces-not-in-game = Tato partie se hraje bez { $bug_gen }.
plain-pieces-none = Na stole není žádný kámen { $bug_gen }.
plain-piece-at = { $piece }: { $place }.
plain-in-hand = V ruce: { $pieces }.
plain-stack = Věž odshora: { $stack }.
plain-around = Kolem { $piece }: { $near }.
plain-around-none = { $piece } nemá sousedy.
plain-free = { $count ->
    [one] Volná strana
   *[other] Volné strany
}: { $sides }.
plain-free-none = Žádná volná strana: všech šest je zakrytých.
plain-piece-in-hand = { $piece } je v ruce, ne na stole.
plain-piece-not-in-game = { $piece } v této partii není.
plain-moves = { $piece } může na { $count ->
    [one] { $count } místo
    [few] { $count } místa
   *[other] { $count } míst
}:
plain-destination = { $number }. { $place }.
plain-why = { $piece } nemůže táhnout: { $why }.
plain-why-free = { $piece } může táhnout: napiš { $moves } { $piece } a uslyšíš kam.
plain-not-next = { $piece } čeká v ruce: kameny jednoho druhu se kladou popořadě.

plain-ask-resign = Vzdát se za { $side_acc }?
plain-ask-draw = { $side } nabízí remízu. { $other }, přijímáš?
plain-ask-replace = { $path } už existuje: nahradit?
plain-ask = Opravdu?
plain-answer = Napiš { $yes } nebo { $no }.
plain-in-review = Probíhá procházení: { $next } a { $back } krokují, { $leave } se vrátí k partii.
plain-not-in-review = Neprocházíš: napiš review a projdi partii krok za krokem.
plain-nothing-asked = Nebyla položena žádná otázka.
plain-needs-piece = { $command } potřebuje kámen, třeba { $command } wQ.
plain-needs-bug = { $command } potřebuje písmeno kamene, třeba { $command } A.
plain-needs-file = { $command } potřebuje jméno souboru; { $help } vypíše příkazy.
plain-capital = { $typed } není příkaz: písmena příkazů jsou malá ({ $letter } je { $command }) a { $help } je vypíše všechny.

plain-cmd-last = poslední
plain-cmd-clock = hodiny
plain-cmd-board = deska
plain-cmd-pieces = kameny
plain-cmd-around = kolem
plain-cmd-moves = tahy
plain-cmd-why = proč
plain-cmd-undo = zpět
plain-cmd-redo = znovu
plain-cmd-review = procházet
plain-cmd-next = dál
plain-cmd-back = vzad
plain-cmd-leave = odejít
plain-cmd-hint = rada
plain-cmd-draw = remíza
plain-cmd-resign = vzdát
plain-cmd-save = uložit
plain-cmd-say = řekni
plain-cmd-quit = konec
plain-cmd-help = pomoc
plain-cmd-yes = ano
plain-cmd-no = ne

plain-help-intro = Napiš tah v notaci (wS1, bA1 -wQ, wB1 wQ) nebo příkaz (slovo malými i velkými písmeny, písmeno malé):
plain-help-line = { $command }: { $does }
plain-help-file = JMÉNO
# What follows `say` in the list of commands.
plain-help-text = TEXT
plain-help-last = poslední tah znovu.
plain-help-clock = čas obou stran.
plain-help-board = každý kámen se sousedy a co je v rukou.
plain-help-pieces = kde jsou kameny jednoho druhu obou stran.
plain-help-around = co obklopuje kámen a které strany jsou volné.
plain-help-moves = kam může kámen táhnout.
plain-help-why = proč kámen nemůže táhnout.
plain-help-undo = vrátit poslední tah.
plain-help-redo = znovu zahrát vrácený tah.
plain-help-review = projít partii krok za krokem.
plain-help-next = při procházení půltah dál.
plain-help-back = při procházení půltah zpět.
plain-help-leave = ukončit procházení, zpět k partii.
plain-help-hint = rada počítače.
plain-help-draw = nabídnout remízu.
plain-help-resign = vzdát se (po otázce).
plain-help-save = uložit kopii partie.
plain-help-say = říct to u stolu ostatním tam (partie přes SSH).
plain-help-quit = odejít; partie zůstane a příště pokračuje.
plain-help-help = tento seznam.
plain-help-yes = ano, na otázku.
plain-help-no = ne, na otázku.
plain-help-sides = Šest stran po směru hodin: { $sides }.

# A game a player left (`hive serve --claim-after`).
plain-cmd-claim = nárok
plain-help-claim = nárokovat výhru, když soupeř opustil partii přes SSH bez hodin.
# A watcher's help in plain mode: the intro (no moves to type), and what say and quit do for them.
plain-help-intro-watcher = Díváš se na partii: napiš příkaz (slovo malými i velkými písmeny, písmeno malé):
plain-help-say-watcher = říct to ostatním divákům; hráči to nečtou, dokud partie běží.
plain-help-quit-watcher = přestat se dívat; partie pokračuje bez tebe.
