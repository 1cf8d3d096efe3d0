### Zadania (`hive puzzles`): ramka nad planszą, sprawdzanie każdego ruchu, rankingi po
### każdym zadaniu, motywy i `hive puzzles --list`.

## Czego wymaga zadanie. $count: ruchy rozwiązującego (wygrana) albo groźby (obrona).
puzzles-title-win = { $count ->
    [one] Wygrana w { $count } ruchu
   *[other] Wygrana w { $count } ruchach
}
puzzles-title-save = { $count ->
    [one] Uratuj Królową przed wygraną w { $count } ruchu
   *[other] Uratuj Królową przed wygraną w { $count } ruchach
}
# $side: strona na ruchu (rozwiązujący).
puzzles-text-win = { $count ->
    [one] { $side } zaczynają i wygrywają od razu.
   *[other] { $side } zaczynają i wygrywają w najwyżej { $count } ruchach, jakkolwiek broni się przeciwnik.
}
puzzles-text-save = { $count ->
    [one] Ruch { $side_gen }: przeciwnik grozi wygraną w następnym ruchu. Znajdź jedyny ruch, który go powstrzyma.
   *[other] Ruch { $side_gen }: przeciwnik grozi wygraną w { $count } ruchach. Znajdź jedyny ruch, który go powstrzyma.
}
# $number z $count: który to ruch rozwiązującego.
puzzles-task-win = Ruch { $number } z { $count }: znajdź wygrywający ruch.
puzzles-task-save = Znajdź ruch, który ratuje twoją Królową.
puzzles-task-several = Tu wygrywa więcej niż jeden ruch: każdy z nich jest dobry.

## Linia stanu podczas rozwiązywania.
puzzles-begin = Znajdź ruch zwykłymi klawiszami gry (: pozwala go wpisać). n pomija zadanie, q kończy.
# $tried: próbowany ruch (notacja UHP).
puzzles-checking = Sprawdzam { $tried }…
puzzles-busy = Poprzedni ruch jest jeszcze sprawdzany: chwila.
puzzles-already-done = To zadanie jest skończone. Enter albo n: następne.
puzzles-not-in-puzzle = Nie w zadaniu: znajdź ruch sam. n przechodzi do następnego zadania.
puzzles-not-judged = Nie udało się sprawdzić ruchu: { $why }
# $tried: próbowany ruch; $line: odpowiedź komputera, która go obala (ruchy UHP).
puzzles-miss = { $tried } to pudło: komputer odpowiada { $line }. Spróbuj jeszcze raz.
puzzles-miss-short = { $tried } to pudło. Spróbuj jeszcze raz.
puzzles-judge-miss = To nie jest ruch z zadania.
# $reply: odpowiedź komputera (ruch UHP).
puzzles-right = Dobrze! Komputer odpowiada { $reply }. Twój ruch.
# $rating: ranking gracza w zadaniach; $change: zmiana (+12, -8).
puzzles-solved = Rozwiązane! Twój ranking w zadaniach: { $rating } ({ $change }).
puzzles-solved-after-miss = Rozwiązane, ale po pudle (zadanie liczy się jako nierozwiązane).
# Zadanie pominięte klawiszem n przed próbą.
puzzles-skipped = Pominięte: liczy się jako pudło. Twój ranking w zadaniach: { $rating } ({ $change }).
# $count: zadania rozwiązane z rzędu.
puzzles-streak-over = { $count ->
    [one] Koniec serii: { $count } zadanie rozwiązane z rzędu.
    [few] Koniec serii: { $count } zadania rozwiązane z rzędu.
   *[many] Koniec serii: { $count } zadań rozwiązanych z rzędu.
}
puzzles-none-left = Nie ma już zadań: rozwiązałeś wszystkie.
puzzles-none-of-theme = Nie ma już zadań z tym motywem.
puzzles-none-harder = Nie ma trudniejszych zadań: seria kończy się na { $count }.
puzzles-ratings-not-kept = Nie udało się zapisać rankingów zadań: { $why }
puzzles-ratings-not-read = Nie udało się odczytać rankingów zadań (plik zostaje bez zmian): { $why }

## Ramka nad planszą. $number: zadania podane; $rating: ranking zadania; $title: czego wymaga.
puzzles-box-title = Zadanie { $number } · ranking { $rating } · { $title }
# $theme: nazwa motywu.
puzzles-box-title-theme = { $theme } · zadanie { $number } · ranking { $rating } · { $title }
# $count: zadania rozwiązane z rzędu.
puzzles-box-title-streak = Seria { $count } · ranking { $rating } · { $title }
puzzles-box-solved = Rozwiązane!
puzzles-box-solved-after-miss = Rozwiązane, ale po pudle.
# $task: czego wymaga bieżący ruch.
puzzles-box-missed = Pudło (policzone). Spróbuj jeszcze raz: { $task }
# $player_change, $puzzle_change: zmiana każdego rankingu (+12, -8).
puzzles-box-ratings = Twój ranking: { $player } ({ $player_change }) · to zadanie: { $puzzle } ({ $puzzle_change })
# $themes: motywy zadania.
puzzles-box-themes = Motywy: { $themes }
puzzles-box-next = Enter albo n: następne zadanie · Esc albo q: koniec
puzzles-box-keys = n pomiń · ? pomoc
puzzles-box-keys-over = Enter dalej · q koniec

# Ostatni wiersz menu lekcji: otwiera zadania.
puzzles-menu-row = Zadania: pozycje z prawdziwych partii, z rankingiem

## Motywy.
puzzles-theme-pillbug-throw = Rzut Stonogi
puzzles-theme-beetle-drop = Zejście Żuka
puzzles-theme-ant-block = Blokada Mrówką
puzzles-theme-mosquito-copy = Kopia Komara
puzzles-theme-grasshopper-jump = Skok Konika polnego
puzzles-theme-ladybug = Biedronka
puzzles-theme-gate = Brama
puzzles-theme-quiet-move = Cichy ruch
puzzles-theme-queen-move = Ruch Królowej

## `hive puzzles --list`. $count: zadania; $moves: N w „wygrana w N”.
puzzles-list-head = { $count ->
    [one] { $count } zadanie (hive puzzles --json je wypisuje):
    [few] { $count } zadania (hive puzzles --json je wypisuje):
   *[many] { $count } zadań (hive puzzles --json je wypisuje):
}
puzzles-list-win = { $moves ->
    [one] { "  " }wygrana w { $moves } ruchu: { $count }
   *[other] { "  " }wygrana w { $moves } ruchach: { $count }
}
puzzles-list-save = { $moves ->
    [one] { "  " }obrona przed wygraną w { $moves } ruchu: { $count }
   *[other] { "  " }obrona przed wygraną w { $moves } ruchach: { $count }
}
# $name: nazwa motywu w wierszu poleceń; $theme: słowami.
puzzles-list-theme = { "  " }{ $name } ({ $theme }): { $count }
puzzles-list-themes = Motywy (hive puzzles --theme NAZWA):
# $rating: ranking gracza w zadaniach; $solved: rozwiązane zadania.
puzzles-list-rating = Twój ranking w zadaniach: { $rating }; rozwiązane: { $solved }.
