### Чем кончилась партия (без точки в конце). $winner, $loser — сторона: «Белые» или
### «Белые (Аня)».

result-resigned = { $loser } сдались: победа { $winner_gen }
result-agreed = Ничья по согласию
result-repetition = Ничья: позиция повторилась трижды
result-surrounded = Победа { $winner_gen }: Королева { $loser_gen } окружена
result-both-surrounded = Ничья: окружены обе Королевы
result-timeout = У { $loser_gen } кончилось время: победа { $winner_gen }

## Итог кратко, для столбца списка: кто выиграл (или ничья) и как — одним словом.
brief-won = { $side } ({ $how })
brief-draw = Ничья ({ $how })
brief-in-progress = Идёт
brief-not-started = Не начата
how-resign = сдача
how-time = время
how-forfeit = неявка
how-off-board = вне доски
how-agreed = согласие
how-declared = объявлена
how-repetition = повтор
how-queen = Королева
how-queens = Королевы

# A game a player left (`hive serve --claim-after`).
result-abandoned = { $loser } покинули партию: победа { $winner_gen }
how-abandoned = уход
