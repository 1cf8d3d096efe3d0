### Боковая панель: руки и часы сторон, стопка под курсором, оценка движка при разборе,
### дебютный справочник, список ходов.

clock-took = ход занял { $time } ·{ " " }
clock-time-up = время вышло { $time }
clock-paused = пауза { $time }

stack-here = Стопка: { $stack }
stack-on = { $upper } на { $lower }

engine-game-over = Движок: партия окончена.
engine-analysing = Анализ: { $done } из { $total }…
engine-thinking = Движок думает…
engine-waiting = Движок: …
# Оценка — с точки зрения белых (+ в пользу белых).
engine-score = Белые { $score }
engine-best = лучше

explorer-title = Справочник
explorer-reading = Читаю ваши партии…
explorer-title-games = Справочник: { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}
explorer-title-of = Справочник: { $count } из { $total }
explorer-none = Ни одна из ваших партий не доходила до этой позиции.
explorer-shares = Б { $white }% · Н { $draw }% · Ч { $black }%
explorer-unfinished = ни одна не доиграна
explorer-games-hint = партии · g: ходы
explorer-no-continuation = Дальше ни одна партия не шла.
explorer-head-move = ход
explorer-head-games = партий
explorer-head-shares = Б/Н/Ч %

moves-thrown = бросок
moves-title = Полуходы ({ $current })
moves-title-of = Полуходы ({ $current } из { $total })

ending-repetition = ничья повторением
ending-agreement = ничья по согласию
ending-resignation = { $side } сдались
