### Panel boczny: ręce i zegary stron, stos pod kursorem, ocena silnika w przeglądzie,
### eksplorator otwarć, lista ruchów.

clock-took = ruch trwał { $time } ·{ " " }
clock-time-up = koniec czasu { $time }
clock-paused = pauza { $time }

stack-here = Stos: { $stack }
stack-on = { $upper } na { $lower }

engine-game-over = Silnik: koniec gry.
engine-analysing = Analiza: { $done } z { $total }…
engine-thinking = Silnik myśli…
engine-waiting = Silnik: …
# Ocena z punktu widzenia białych (+ na korzyść białych).
engine-score = Białe { $score }
engine-best = najlepsze

explorer-title = Otwarcia
explorer-reading = Czytam twoje partie…
explorer-title-games = Otwarcia: { $count ->
    [one] { $count } partia
    [few] { $count } partie
   *[many] { $count } partii
}
explorer-title-of = Otwarcia: { $count } z { $total }
explorer-none = Żadna z twoich partii nie doszła do tej pozycji.
explorer-shares = B { $white }% · R { $draw }% · C { $black }%
explorer-unfinished = żadna się nie skończyła
explorer-games-hint = partie · g: ruchy
explorer-no-continuation = Żadna partia nie poszła stąd dalej.
explorer-head-move = ruch
explorer-head-games = partie
explorer-head-shares = B/R/C %

moves-thrown = rzut
moves-title = Półruchy ({ $current })
moves-title-of = Półruchy ({ $current } z { $total })

ending-repetition = remis przez powtórzenie
ending-agreement = remis za zgodą
ending-resignation = { $side } poddały się
