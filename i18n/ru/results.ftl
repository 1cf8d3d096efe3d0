### Чем кончилась партия (без точки в конце). $winner, $loser — сторона: «Белые» или
### «Белые (Аня)».

result-resigned = { $loser } сдались: победа { $winner_gen }
result-agreed = Ничья по согласию
result-repetition = Ничья: позиция повторилась трижды
result-surrounded = Победа { $winner_gen }: Королева { $loser_gen } окружена
result-both-surrounded = Ничья: окружены обе Королевы
result-timeout = У { $loser_gen } кончилось время: победа { $winner_gen }
