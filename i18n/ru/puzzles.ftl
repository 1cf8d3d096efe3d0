### Задачи (`hive puzzles`): рамка над доской, проверка каждого хода, рейтинги после
### каждой задачи, темы и `hive puzzles --list`.

## Что требует задача. $count: ходы решающего (выигрыш) или угрозы (защита).
puzzles-title-win = { $count ->
    [one] Выигрыш за { $count } ход
    [few] Выигрыш за { $count } хода
   *[many] Выигрыш за { $count } ходов
}
puzzles-title-save = { $count ->
    [one] Спасите Королеву от выигрыша за { $count } ход
    [few] Спасите Королеву от выигрыша за { $count } хода
   *[many] Спасите Королеву от выигрыша за { $count } ходов
}
# $side: сторона, которая ходит (решающий).
puzzles-text-win = { $count ->
    [one] { $side } начинают и выигрывают за { $count } ход.
    [few] { $side } начинают и выигрывают не более чем за { $count } хода при любой защите.
   *[many] { $side } начинают и выигрывают не более чем за { $count } ходов при любой защите.
}
puzzles-text-save = { $count ->
    [one] Ход { $side_gen }: соперник грозит выиграть за { $count } ход. Найдите единственный ход, который это остановит.
    [few] Ход { $side_gen }: соперник грозит выиграть за { $count } хода. Найдите единственный ход, который это остановит.
   *[many] Ход { $side_gen }: соперник грозит выиграть за { $count } ходов. Найдите единственный ход, который это остановит.
}
# $number из $count: который это ход решающего.
puzzles-task-win = Ход { $number } из { $count }: найдите выигрывающий ход.
puzzles-task-save = Найдите ход, который спасает вашу Королеву.
puzzles-task-several = Здесь выигрывает больше одного хода: подойдёт любой из них.

## Строка состояния во время решения.
puzzles-begin = Найдите ход обычными клавишами игры (: — ввести его). n — пропустить задачу, q — выйти.
# $tried: пробуемый ход (нотация UHP).
puzzles-checking = Проверяю { $tried }…
puzzles-busy = Предыдущий ход ещё проверяется: подождите немного.
puzzles-already-done = Задача закончена. Enter или n — следующая.
puzzles-not-in-puzzle = В задаче так нельзя: найдите ход сами. n — следующая задача.
puzzles-not-judged = Ход не удалось проверить: { $why }
# $tried: пробуемый ход; $line: ответ компьютера, который его опровергает (ходы UHP).
puzzles-miss = { $tried } — мимо: компьютер отвечает { $line }. Попробуйте ещё раз.
puzzles-miss-short = { $tried } — мимо. Попробуйте ещё раз.
puzzles-judge-miss = Это не ход задачи.
# $reply: ответ компьютера (ход UHP).
puzzles-right = Верно! Компьютер отвечает { $reply }. Ваш ход.
# $rating: рейтинг игрока в задачах; $change: изменение (+12, -8).
puzzles-solved = Решено! Ваш рейтинг в задачах: { $rating } ({ $change }).
puzzles-solved-after-miss = Решено, но после промаха (задача засчитана как промах).
# Задача, пропущенная клавишей n до любой попытки.
puzzles-skipped = Пропущено: засчитано как промах. Ваш рейтинг в задачах: { $rating } ({ $change }).
# $count: задач решено подряд.
puzzles-streak-over = { $count ->
    [one] Серия окончена: { $count } задача решена подряд.
    [few] Серия окончена: { $count } задачи решены подряд.
   *[many] Серия окончена: { $count } задач решено подряд.
}
puzzles-none-left = Задач больше нет: вы решили все.
puzzles-none-of-theme = Задач этой темы больше нет.
puzzles-none-harder = Более трудных задач нет: серия заканчивается на { $count }.
puzzles-ratings-not-kept = Рейтинги задач не удалось сохранить: { $why }
puzzles-ratings-not-read = Рейтинги задач не удалось прочитать (файл оставлен как есть): { $why }

## Рамка над доской. $number: задач дано; $rating: рейтинг задачи; $title: что она требует.
puzzles-box-title = Задача { $number } · рейтинг { $rating } · { $title }
# $theme: название темы.
puzzles-box-title-theme = { $theme } · задача { $number } · рейтинг { $rating } · { $title }
# $count: задач решено подряд.
puzzles-box-title-streak = Серия { $count } · рейтинг { $rating } · { $title }
puzzles-box-solved = Решено!
puzzles-box-solved-after-miss = Решено, но после промаха.
# $task: что требует текущий ход.
puzzles-box-missed = Промах (засчитан). Попробуйте ещё раз: { $task }
# $player_change, $puzzle_change: изменение каждого рейтинга (+12, -8).
puzzles-box-ratings = Ваш рейтинг: { $player } ({ $player_change }) · эта задача: { $puzzle } ({ $puzzle_change })
# $themes: темы задачи списком.
puzzles-box-themes = Темы: { $themes }
puzzles-box-next = Enter или n — следующая задача · Esc или q — выйти
puzzles-box-keys = n пропустить · ? справка
puzzles-box-keys-over = Enter дальше · q выйти

# Последняя строка меню уроков: открывает задачи.
puzzles-menu-row = Задачи: позиции из настоящих партий, с рейтингом

## Темы.
puzzles-theme-pillbug-throw = Бросок Мокрицы
puzzles-theme-beetle-drop = Спуск Жука
puzzles-theme-ant-block = Блок Муравьём
puzzles-theme-mosquito-copy = Копия Москита
puzzles-theme-grasshopper-jump = Прыжок Кузнечика
puzzles-theme-ladybug = Божья коровка
puzzles-theme-gate = Ворота
puzzles-theme-quiet-move = Тихий ход
puzzles-theme-queen-move = Ход Королевы

## `hive puzzles --list`. $count: задач; $moves: N в «выигрыш за N».
puzzles-list-head = { $count ->
    [one] { $count } задача (hive puzzles --json выводит их):
    [few] { $count } задачи (hive puzzles --json выводит их):
   *[many] { $count } задач (hive puzzles --json выводит их):
}
puzzles-list-win = { $moves ->
    [one] { "  " }выигрыш за { $moves } ход: { $count }
    [few] { "  " }выигрыш за { $moves } хода: { $count }
   *[many] { "  " }выигрыш за { $moves } ходов: { $count }
}
puzzles-list-save = { $moves ->
    [one] { "  " }защита от выигрыша за { $moves } ход: { $count }
    [few] { "  " }защита от выигрыша за { $moves } хода: { $count }
   *[many] { "  " }защита от выигрыша за { $moves } ходов: { $count }
}
# $name: имя темы в командной строке; $theme: словами.
puzzles-list-theme = { "  " }{ $name } ({ $theme }): { $count }
puzzles-list-themes = Темы (hive puzzles --theme ИМЯ):
# $rating: рейтинг игрока в задачах; $solved: решено задач.
puzzles-list-rating = Ваш рейтинг в задачах: { $rating }; решено: { $solved }.
