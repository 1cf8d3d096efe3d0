### Tryb prosty (hive play --plain): partia słowami dla czytnika ekranu i monitora
### brajlowskiego. Nazwy owadów w notacji (wQ, bA1), litery (Q S B G A M L P) i
### jednoliterowe polecenia są takie same w każdym języku.

# Kierunek: $dir to nw, ne, e, se, sw lub w.
plain-direction = { $dir ->
    [nw] północny zachód
    [ne] północny wschód
    [e] wschód
    [se] południowy wschód
    [sw] południowy zachód
   *[w] zachód
}
plain-beside = obok { $piece }, od { $dir ->
    [nw] północnego zachodu
    [ne] północnego wschodu
    [e] wschodu
    [se] południowego wschodu
    [sw] południowego zachodu
   *[w] zachodu
}
plain-on-top = na { $piece }
plain-alone = { $gender ->
    [f] sama na środku stołu
   *[m] sam na środku stołu
}
# „Sam” przy bierce, którą się kładzie lub przesuwa (biernik: „kładą Mrówkę wA1 samą”).
plain-alone-object = { $gender ->
    [f] samą na środku stołu
   *[m] samego na środku stołu
}
plain-neighbour = { $piece } na { $dir ->
    [nw] północnym zachodzie
    [ne] północnym wschodzie
    [e] wschodzie
    [se] południowym wschodzie
    [sw] południowym zachodzie
   *[w] zachodzie
}

plain-placed = { $side } kładą { $bug_acc } { $piece } { $where }.
plain-moved = { $side } ruszają { $bug_ins } { $piece } { $where }.
plain-thrown = { $side } rzucają { $piece } { $where }.
plain-passed = { $side } pasują.
plain-to-move = Ruch mają { $side }.
plain-must-pass = Ruch mają { $side }, ale muszą pasować: wpisz pass.
plain-over = Koniec partii: { $result }.
plain-welcome = Tryb prosty: wpisz ruch (wS1, bA1 -wQ) albo polecenie; { $help } je wymienia.
plain-undone = { $count ->
    [one] Cofnięto { $count } półruch
    [few] Cofnięto { $count } półruchy
   *[many] Cofnięto { $count } półruchów
}, teraz półruch { $ply }.
plain-review-start = Początek partii: jeszcze bez ruchów.

plain-hint = Podpowiedź: { $said }
plain-last = Półruch { $ply }: { $said }
plain-last-none = Nie było jeszcze żadnego ruchu.
plain-no-clock = Ta partia nie ma zegara.
plain-clock = { $white }: { $white_time }. { $black }: { $black_time }.
plain-clock-warning = { $side } mają jeszcze { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
   *[many] { $seconds } sekund
}.
plain-board-empty = Stół jest pusty: nie położono jeszcze owada.
plain-board-cell = { $stack }: { $near }.
plain-board-alone = { $stack }: bez sąsiadów.
plain-queen-covered = Królowa { $side_gen }: zakryte boki: { $count } z 6.
plain-hand = W ręce { $side_gen }: { $pieces }.
plain-pieces-not-in-game = W tej partii nie ma { $bug_gen }.
plain-pieces-none = Na stole nie ma żadnego { $bug_gen }.
plain-piece-at = { $piece }: { $place }.
plain-in-hand = W ręce: { $pieces }.
plain-stack = Stos od góry: { $stack }.
plain-around = Wokół { $piece }: { $near }.
plain-around-none = { $piece } nie ma sąsiadów.
plain-free = { $count ->
    [one] Wolny bok
   *[other] Wolne boki
}: { $sides }.
plain-free-none = Brak wolnych boków: zakryte są wszystkie sześć.
plain-piece-in-hand = { $piece } jest w ręce, nie na stole.
plain-piece-not-in-game = W tej partii nie ma { $piece }.
plain-moves = { $piece } może pójść na { $count ->
    [one] { $count } pole
    [few] { $count } pola
   *[many] { $count } pól
}:
plain-destination = { $number }. { $place }.
plain-why = { $piece } nie może się ruszyć: { $why }.
plain-why-free = { $piece } może się ruszyć: wpisz { $moves } { $piece }, by usłyszeć dokąd.
plain-not-next = { $piece } czeka w ręce: owady jednego rodzaju kładzie się po kolei.

plain-ask-resign = Poddać partię jako { $side }?
plain-ask-draw = { $side } proponują remis. { $other }, zgadzacie się?
plain-ask-replace = { $path } już istnieje: zastąpić?
plain-ask = Na pewno?
plain-answer = Wpisz { $yes } albo { $no }.
plain-in-review = Trwa przegląd: { $next } i { $back } to kroki, { $leave } wraca do partii.
plain-not-in-review = To nie przegląd: wpisz review, by przejść partię krok po kroku.
plain-nothing-asked = Nie było pytania.
plain-needs-piece = { $command } potrzebuje owada, na przykład { $command } wQ.
plain-needs-bug = { $command } potrzebuje litery owada, na przykład { $command } A.
plain-needs-file = { $command } potrzebuje nazwy pliku; { $help } wymienia polecenia.
plain-capital = { $typed } to nie polecenie: litery poleceń są małe ({ $letter } to { $command }), a { $help } wymienia je wszystkie.

plain-cmd-last = ostatni
plain-cmd-clock = zegar
plain-cmd-board = plansza
plain-cmd-pieces = owady
plain-cmd-around = wokół
plain-cmd-moves = ruchy
plain-cmd-why = dlaczego
plain-cmd-undo = cofnij
plain-cmd-redo = ponów
plain-cmd-review = przegląd
plain-cmd-next = dalej
plain-cmd-back = wstecz
plain-cmd-leave = wyjdź
plain-cmd-hint = podpowiedź
plain-cmd-draw = remis
plain-cmd-resign = poddaj
plain-cmd-save = zapisz
plain-cmd-say = powiedz
plain-cmd-quit = koniec
plain-cmd-help = pomoc
plain-cmd-yes = tak
plain-cmd-no = nie

plain-help-intro = Wpisz ruch w notacji (wS1, bA1 -wQ, wB1 wQ) albo polecenie (słowo małymi lub wielkimi literami, literę małą):
plain-help-line = { $command }: { $does }
plain-help-file = NAZWA
# What follows `say` in the list of commands.
plain-help-text = TEKST
plain-help-last = ostatni ruch jeszcze raz.
plain-help-clock = czas obu stron.
plain-help-board = każdy owad z sąsiadami i to, co w rękach.
plain-help-pieces = gdzie są owady jednego rodzaju obu stron.
plain-help-around = co otacza owada i które boki są wolne.
plain-help-moves = dokąd owad może pójść.
plain-help-why = dlaczego owad nie może się ruszyć.
plain-help-undo = cofnij ostatni ruch.
plain-help-redo = ponów cofnięty ruch.
plain-help-review = przejdź partię krok po kroku.
plain-help-next = w przeglądzie: półruch dalej.
plain-help-back = w przeglądzie: półruch wstecz.
plain-help-leave = wyjdź z przeglądu do partii.
plain-help-hint = podpowiedź komputera.
plain-help-draw = zaproponuj remis.
plain-help-resign = poddaj partię (z pytaniem).
plain-help-save = zapisz kopię partii.
plain-help-say = powiedz to przy stole, pozostałym tam (partia przez SSH).
plain-help-quit = wyjdź; partia zostaje i toczy się dalej następnym razem.
plain-help-help = ta lista.
plain-help-yes = tak, na pytanie.
plain-help-no = nie, na pytanie.
plain-help-sides = Sześć boków zgodnie z ruchem wskazówek zegara: { $sides }.

# A game a player left (`hive serve --claim-after`).
plain-cmd-claim = żądaj
plain-help-claim = żądaj wygranej, gdy przeciwnik opuścił partię przez SSH bez zegara.
# A watcher's help in plain mode: the intro (no moves to type), and what say and quit do for them.
plain-help-intro-watcher = Oglądasz tę partię: wpisz polecenie (słowo małymi lub wielkimi literami, literę małą):
plain-help-say-watcher = powiedz to innym widzom; gracze nie czytają tego, póki trwa partia.
plain-help-quit-watcher = przestań oglądać; partia toczy się dalej bez ciebie.
