### Cómo terminó la partida (sin punto final). $winner y $loser son un bando: «Blancas»
### o «Blancas (Ana)».

result-resigned = { $loser } abandonan: ganan { $winner_def }
result-agreed = Tablas de mutuo acuerdo
result-repetition = Tablas por repetición
result-surrounded = Ganan { $winner_def }: la { -queen } de { $loser_def } está rodeada
result-both-surrounded = Tablas: las dos reinas están rodeadas
result-timeout = { $loser } se quedan sin tiempo: ganan { $winner_def }
