### Jak skończyła się gra (bez kropki). $winner, $loser to strona: „Białe” albo
### „Białe (Ania)”.

result-resigned = { $loser } poddały się: wygrywają { $winner }
result-agreed = Remis za zgodą
result-repetition = Remis: pozycja powtórzyła się trzy razy
result-surrounded = Wygrywają { $winner }: Królowa { $loser_gen } jest otoczona
result-both-surrounded = Remis: obie Królowe są otoczone
result-timeout = { $loser } przekroczyły czas: wygrywają { $winner }

## Wynik w skrócie, do kolumny listy: kto wygrał (albo remis) i jak, jednym słowem.
brief-won = { $side } ({ $how })
brief-draw = Remis ({ $how })
brief-in-progress = W toku
brief-not-started = Nie zaczęta
how-resign = poddanie
how-time = czas
how-forfeit = walkower
how-off-board = poza planszą
how-agreed = zgoda
how-declared = ogłoszony
how-repetition = powtórzenie
how-queen = Królowa
how-queens = Królowe

# A game a player left (`hive serve --claim-after`).
result-abandoned = { $loser } opuściły partię: wygrywają { $winner }
how-abandoned = opuszczenie
