### Jak skończyła się gra (bez kropki). $winner, $loser to strona: „Białe” albo
### „Białe (Ania)”.

result-resigned = { $loser } poddały się: wygrywają { $winner }
result-agreed = Remis za zgodą
result-repetition = Remis: pozycja powtórzyła się trzy razy
result-surrounded = Wygrywają { $winner }: Królowa { $loser_gen } jest otoczona
result-both-surrounded = Remis: obie Królowe są otoczone
result-timeout = { $loser } przekroczyły czas: wygrywają { $winner }
