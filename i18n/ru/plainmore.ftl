### Уроки в простом режиме, ответы о фишках в руке, род насекомого и почему введённое —
### не ход (доводы нотации, и для строки ввода на доске).

plain-cmd-lessons = уроки
plain-cmd-task = задание
plain-help-lessons = уроки; в их списке номер урока начинает его.
plain-help-task = урок и его задание ещё раз.
plain-learn-menu = Уроки, всего { $count }: введите номер урока, чтобы начать ({ $puzzles } — задачи), { $leave } — закрыть список, { $quit } — выйти.
plain-learn-row = { $number }. { $title }.
plain-learn-row-done = { $number }. { $title }: пройден.
plain-learn-none = Урок не начат: { $lessons } — их список.
plain-learn-title = Урок: { $title }.
plain-puzzle-title = Задача: { $title }.
plain-learn-task = Задание { $number } из { $count }: { $task }
plain-learn-done = Отлично: урок «{ $title }» пройден. { $lessons } — список уроков.
plain-learn-met = Отлично! { $next }
plain-learn-begin = Вводите ходы, как в партии; { $board } — где фишки, { $task } — задание ещё раз, { $lessons } — список уроков.
plain-learn-not-here = В уроке этого нет: { $lessons } — список уроков, { $quit } — выход.
plain-learn-already-done = Этот урок пройден: { $lessons } — следующие.
plain-learn-no-such = Урока { $number } нет: уроки пронумерованы от 1 до { $count }.
plain-learn-in-menu = Это список уроков: введите номер от 1 до { $count }, { $leave } — закрыть список, или { $quit }.

plain-why-unplaceable = { $piece } в руке, и поставить её сейчас нельзя: { $why }.
plain-why-placeable = { $piece } в руке, её можно поставить: введите { $moves } { $piece }, чтобы узнать куда.

plain-gender = { $bug ->
    [queen] f
    [ladybug] f
    [pillbug] f
   *[other] m
}

notation-empty = ничего не введено: ход — это фишка и куда она идёт, например wA1 -bG1
notation-too-many-parts = { $text } — ход — это фишка и не больше одной фишки рядом, например wA1 -bG1
notation-two-marks = { $text } — знак (- / \) ставится до или после фишки, но не с обеих сторон
notation-not-a-piece = { $text } — не фишка: нужны цвет w или b, буква (Q S B G A M L P) и номер, например wQ или bA2
notation-no-such-number = { $text } — у каждой стороны { $count } { $bug_gen }, номера { $number } нет
notation-unique = { $text } — фишка { $bug } у каждой стороны одна, номер не нужен: пишите { $short }
notation-which = { $text } — какая фишка { $bug }? Укажите номер от 1 до { $count }
notation-no-reference = для { $piece } укажите фишку рядом (без неё пишется только первый ход)
notation-reference-not-placed = фишки { $piece } нет на столе, рядом с ней ничего не поставить
notation-reference-not-in-game = в игре { $game } нет фишки { $piece }
notation-side-occupied = { $text } указывает на занятое место рядом с { $piece }; ход на стопку называет верхнюю фишку, например { $climb }

plain-lobby-cmd-list = список
plain-lobby-cmd-new = новая
plain-lobby-cmd-play = играть
plain-lobby-cmd-invites = приглашения
plain-lobby-cmd-close = закрыть
plain-lobby-cmd-renew = обновить
plain-lobby-welcome = Лобби { $name }: { $list } — ваши партии, { $new } — новая партия, { $help } — список команд.
plain-lobby-games = Ваши партии (всего партий на сервере: { $count }, не больше { $max }):
plain-lobby-none = Партий пока нет: { $new } создаст партию и даст строки, чтобы пригласить друга.
plain-lobby-row = { $number }. { $game }, { $clock }: { $you }, { $plies }, { $state }, { $here }.
# A game of a tournament in the plain list: plain-lobby-row with the tournament's $name and $round.
plain-lobby-row-tour = { $number }. { $game }, { $clock }, турнир «{ $name }», тур { $round }: { $you }, { $plies }, { $state }, { $here }.
plain-lobby-made = Партия { $number } создана: { $play } { $number } посадит вас за неё.
plain-lobby-invites = Партия { $number }: передайте эти строки; каждая — секрет.
plain-lobby-no-game = Партии { $number } нет: { $list } — ваши партии.
plain-lobby-needs-number = { $command } нужен номер партии, например { $command } 1.
plain-lobby-unknown = { $text } — не команда лобби: { $help } — их список.
plain-lobby-kept = Оставлено как было.
plain-lobby-stay = Вы остаётесь в лобби.
plain-lobby-new-wrong = { $text } — не тип игры (Base, Base+MLP), не цвет (white, black) и не часы (5+3, none).
plain-lobby-back = Снова в лобби: { $list } — ваши партии.
plain-lobby-help-intro = Команды лобби (N — номер партии из списка):
plain-lobby-help-list = ваши партии по номерам.
plain-lobby-help-new = новая партия; можно указать тип игры, свой цвет и часы, например новая Base+M black 5+3 (или none).
plain-lobby-help-play = играть своим местом в партии N.
plain-lobby-help-invites = строки, приглашающие в партию N.
plain-lobby-help-close = закрыть партию N (сперва спросит).
plain-lobby-help-renew = новые коды для партии N (сперва спросит).
plain-lobby-help-help = этот список.
plain-lobby-help-quit = выйти из лобби (сперва спросит).
plain-lobby-key = p простой режим (строки текста для экранного диктора)
plain-lobby-chosen = Простой режим: лобби строками текста.

# A puzzle in plain mode: how it goes, and its end.
plain-puzzle-begin = Вводите ходы, как в партии; { $board } — где фишки, { $task } — задание ещё раз, { $next } — следующая задача (засчитается промах).
plain-puzzle-done = Решено: «{ $title }». { $next } — следующая задача, { $quit } — выйти.
