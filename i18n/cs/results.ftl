### Jak hra skončila (bez tečky). $winner, $loser jsou strany: „Bílý“ nebo „Bílý (Eva)“.

result-resigned = { $loser } se vzdal: vyhrává { $winner }
result-agreed = Remíza dohodou
result-repetition = Remíza: pozice se opakovala potřetí
result-surrounded = Vyhrává { $winner }: Včelí královna { $loser_gen } je obklíčena
result-both-surrounded = Remíza: obě Včelí královny jsou obklíčeny
result-timeout = { $loser } překročil čas: vyhrává { $winner }

## Výsledek stručně, do sloupce seznamu: kdo vyhrál (nebo remíza) a jak, jedním slovem.
brief-won = { $side } ({ $how })
brief-draw = Remíza ({ $how })
brief-in-progress = Hraje se
brief-not-started = Nezačatá
how-resign = vzdání
how-time = čas
how-forfeit = kontumace
how-off-board = mimo desku
how-agreed = dohoda
how-declared = vyhlášena
how-repetition = opakování
how-queen = Královna
how-queens = Královny

# A game a player left (`hive serve --claim-after`).
result-abandoned = { $loser } opustil partii: vyhrává { $winner }
how-abandoned = opuštění
