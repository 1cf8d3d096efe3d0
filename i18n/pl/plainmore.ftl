### Lekcje w trybie prostym, odpowiedzi o owadach w ręce, rodzaj owada i dlaczego wpisany
### tekst nie jest ruchem (powody notacji, także dla wiersza ruchu na planszy).

plain-cmd-lessons = lekcje
plain-cmd-task = zadanie
plain-help-lessons = lekcje; na ich liście numer lekcji ją zaczyna.
plain-help-task = lekcja i jej zadanie jeszcze raz.
plain-learn-menu = Lekcje, razem { $count }: wpisz numer lekcji, by ją zacząć ({ $puzzles } otwiera zadania), { $leave }, by zamknąć listę, { $quit }, by wyjść.
plain-learn-row = { $number }. { $title }.
plain-learn-row-done = { $number }. { $title }: zrobiona.
plain-learn-none = Żadna lekcja nie trwa: { $lessons } wymienia je wszystkie.
plain-learn-title = Lekcja: { $title }.
plain-puzzle-title = Zadanie: { $title }.
plain-learn-task = Zadanie { $number } z { $count }: { $task }
plain-learn-done = Brawo: lekcja „{ $title }” zrobiona. { $lessons } wymienia lekcje.
plain-learn-met = Brawo! { $next }
plain-learn-begin = Wpisuj ruchy jak w partii; { $board } mówi, gdzie są owady, { $task } powtarza zadanie, { $lessons } wymienia lekcje.
plain-learn-not-here = Nie w lekcji: { $lessons } wymienia lekcje, { $quit } kończy.
plain-learn-already-done = Ta lekcja jest zrobiona: { $lessons } wymienia następne.
plain-learn-no-such = Nie ma lekcji { $number }: mają numery od 1 do { $count }.
plain-learn-in-menu = To lista lekcji: wpisz numer od 1 do { $count }, { $leave }, by zamknąć listę, albo { $quit }.

plain-why-unplaceable = { $piece } jest w ręce i nie można go teraz położyć: { $why }.
plain-why-placeable = { $piece } jest w ręce i można go położyć: wpisz { $moves } { $piece }, by usłyszeć gdzie.

plain-gender = { $bug ->
    [queen] f
    [ant] f
    [ladybug] f
    [pillbug] f
   *[other] m
}

notation-empty = nic nie wpisano: ruch to owad i miejsce, np. wA1 -bG1
notation-too-many-parts = { $text }: ruch to owad i najwyżej jeden owad, obok którego staje, np. wA1 -bG1
notation-two-marks = { $text }: znak (- / \) stoi przed owadem albo po nim, nie z obu stron
notation-not-a-piece = { $text } to nie owad: kolor w lub b, litera (Q S B G A M L P) i numer, np. wQ lub bA2
notation-no-such-number = { $text }: nie ma numeru { $number }, { $bug } ma numery od 1 do { $count }
notation-unique = { $text }: owad { $bug } jest tylko jeden i nie ma numeru (pisz { $short })
notation-which = { $text }: który owad { $bug }? Podaj numer od 1 do { $count }
notation-no-reference = przy { $piece } podaj owada, obok którego staje (bez niego pisze się tylko pierwszy ruch)
notation-reference-not-placed = { $piece } nie leży na stole, więc nic nie stanie obok niego
notation-reference-not-in-game = { $piece } nie występuje w grze { $game }
notation-side-occupied = { $text } wskazuje zajęte pole obok { $piece }; ruch na stos podaje owada na wierzchu, np. { $climb }

plain-lobby-cmd-list = lista
plain-lobby-cmd-new = nowa
plain-lobby-cmd-play = graj
plain-lobby-cmd-invites = zaproszenia
plain-lobby-cmd-close = zamknij
plain-lobby-cmd-renew = odnów
plain-lobby-welcome = Lobby gracza { $name }: { $list } wymienia twoje partie, { $new } tworzy nową, { $help } wymienia polecenia.
plain-lobby-games = Twoje partie (wszystkich partii na serwerze: { $count }, najwyżej { $max }):
plain-lobby-none = Jeszcze żadnej: { $new } tworzy partię i daje wiersze, którymi zaprosisz znajomego.
plain-lobby-row = { $number }. { $game }, { $clock }: { $you }, { $plies }, { $state }, { $here }.
# A game of a tournament in the plain list: plain-lobby-row with the tournament's $name and $round.
plain-lobby-row-tour = { $number }. { $game }, { $clock }, turniej „{ $name }”, runda { $round }: { $you }, { $plies }, { $state }, { $here }.
plain-lobby-made = Partia { $number } gotowa: { $play } { $number } sadza cię przy niej.
plain-lobby-invites = Partia { $number }: przekaż te wiersze dalej; każdy jest tajny.
plain-lobby-no-game = Nie ma partii { $number }: { $list } wymienia twoje.
plain-lobby-needs-number = { $command } potrzebuje numeru partii, np. { $command } 1.
plain-lobby-unknown = { $text } to nie polecenie lobby: { $help } je wymienia.
plain-lobby-kept = Zostaje bez zmian.
plain-lobby-stay = Zostajesz w lobby.
plain-lobby-new-wrong = { $text } to ani rodzaj gry (Base, Base+MLP), ani kolor (white, black), ani zegar (5+3, none).
plain-lobby-back = Znów w lobby: { $list } wymienia twoje partie.
plain-lobby-help-intro = Polecenia lobby (N: numer partii z listy):
plain-lobby-help-list = twoje partie, ponumerowane.
plain-lobby-help-new = nowa partia; może dostać rodzaj gry, twój kolor i zegar, np. nowa Base+M black 5+3 (albo none).
plain-lobby-help-play = graj swoim miejscem w partii N.
plain-lobby-help-invites = wiersze zapraszające do partii N.
plain-lobby-help-close = zamknij partię N (najpierw pyta).
plain-lobby-help-renew = nowe kody dla partii N (najpierw pyta).
plain-lobby-help-help = ta lista.
plain-lobby-help-quit = wyjdź z lobby (najpierw pyta).
plain-lobby-key = p tryb prosty (wiersze tekstu dla czytników ekranu)
plain-lobby-chosen = Tryb prosty: lobby w wierszach tekstu.

# A puzzle in plain mode: how it goes, and its end.
plain-puzzle-begin = Wpisuj ruchy jak w partii; { $board } mówi, gdzie są owady, { $task } powtarza zadanie, { $next } przechodzi do następnego zadania (liczy się jako pudło).
plain-puzzle-done = Rozwiązane: „{ $title }”. { $next } daje następne zadanie, { $quit } wychodzi.
