### Cómo terminó la partida (sin punto final). $winner y $loser son un bando: «Blancas»
### o «Blancas (Ana)»; con artículo en $winner_def («las Blancas»), y con mayúscula al
### empezar la frase en $loser_def_cap («Las Blancas»).

result-resigned = { $loser_def_cap } abandonan: ganan { $winner_def }
result-agreed = Tablas de mutuo acuerdo
result-repetition = Tablas por repetición
result-surrounded = Ganan { $winner_def }: la { -queen } de { $loser_def } está rodeada
result-both-surrounded = Tablas: las dos Reinas están rodeadas
result-timeout = { $loser_def_cap } se quedan sin tiempo: ganan { $winner_def }

## El resultado en breve, para una columna de lista: quién ganó (o tablas) y cómo, en una palabra.
brief-won = { $side } ({ $how })
brief-draw = Tablas ({ $how })
brief-in-progress = En juego
brief-not-started = Sin empezar
how-resign = abandono
how-time = tiempo
how-forfeit = incomparecencia
how-off-board = fuera
how-agreed = acuerdo
how-declared = declaradas
how-repetition = repetición
how-queen = Reina
how-queens = Reinas

# A game a player left (`hive serve --claim-after`).
result-abandoned = { $loser_def_cap } dejan la partida: ganan { $winner_def }
how-abandoned = ausencia
