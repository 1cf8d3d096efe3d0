### Простой режим (hive play --plain): партия словами для экранного диктора и брайлевского
### дисплея. Имена фишек (wQ, bA1), буквы (Q S B G A M L P) и однобуквенные команды
### одинаковы во всех языках.

# Направление: $dir — nw, ne, e, se, sw или w.
plain-direction = { $dir ->
    [nw] северо-запад
    [ne] северо-восток
    [e] восток
    [se] юго-восток
    [sw] юго-запад
   *[w] запад
}
plain-beside = рядом с { $piece }, с { $dir ->
    [nw] северо-западной
    [ne] северо-восточной
    [e] восточной
    [se] юго-восточной
    [sw] юго-западной
   *[w] западной
} стороны
plain-on-top = поверх { $piece }
plain-alone = { $gender ->
    [f] одна посреди стола
   *[m] один посреди стола
}
# «Один» при фишке, которую ставят или двигают (винительный падеж: «ставят Муравья wA1 одного»).
plain-alone-object = { $gender ->
    [f] одну посреди стола
   *[m] одного посреди стола
}
plain-neighbour = { $piece } на { $dir ->
    [nw] северо-западе
    [ne] северо-востоке
    [e] востоке
    [se] юго-востоке
    [sw] юго-западе
   *[w] западе
}

plain-placed = { $side } ставят { $bug_acc } { $piece } { $where }.
plain-moved = { $side } ходят { $bug_ins } { $piece } { $where }.
plain-thrown = { $side } бросают { $piece } { $where }.
plain-passed = { $side } пропускают ход.
plain-to-move = Ход { $side_gen }.
plain-must-pass = Ход { $side_gen }, но ходить некуда: введите pass.
plain-over = Партия окончена: { $result }.
plain-welcome = Простой режим: введите ход (wS1, bA1 -wQ) или команду; { $help } — их список.
plain-undone = { $count ->
    [one] Отменён { $count } полуход
    [few] Отменено { $count } полухода
   *[many] Отменено { $count } полуходов
}, теперь полуход { $ply }.
plain-review-start = Начало партии: ходов ещё не было.

plain-hint = Подсказка: { $said }
plain-last = Полуход { $ply }: { $said }
plain-last-none = Ходов ещё не было.
plain-no-clock = В этой партии нет часов.
plain-clock = { $white }: { $white_time }. { $black }: { $black_time }.
plain-clock-warning = У { $side_gen } осталось { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
   *[many] { $seconds } секунд
}.
plain-board-empty = Стол пуст: фишек ещё нет.
plain-board-cell = { $stack }: { $near }.
plain-board-alone = { $stack }: соседей нет.
plain-queen-covered = Королева { $side_gen }: закрыто сторон — { $count } из 6.
plain-hand = В руке у { $side_gen }: { $pieces }.
plain-pieces-not-in-game = В этой партии нет фишки { $bug_gen }.
plain-pieces-none = На столе нет ни одного { $bug_gen }.
plain-piece-at = { $piece }: { $place }.
plain-in-hand = В руке: { $pieces }.
plain-stack = Стопка сверху вниз: { $stack }.
plain-around = Вокруг { $piece }: { $near }.
plain-around-none = У { $piece } нет соседей.
plain-free = { $count ->
    [one] Свободная сторона
   *[other] Свободные стороны
}: { $sides }.
plain-free-none = Свободных сторон нет: закрыты все шесть.
plain-piece-in-hand = { $piece } в руке, не на столе.
plain-piece-not-in-game = В этой партии нет { $piece }.
plain-moves = { $piece } может пойти в { $count ->
    [one] { $count } место
    [few] { $count } места
   *[many] { $count } мест
}:
plain-destination = { $number }. { $place }.
plain-why = { $piece } не может ходить: { $why }.
plain-why-free = { $piece } может ходить: введите { $moves } { $piece }, чтобы узнать куда.
plain-not-next = { $piece } ждёт в руке: фишки одного вида ставят по порядку.

plain-ask-resign = Сдаться за { $side_acc }?
plain-ask-draw = { $side } предлагают ничью. { $other }, вы согласны?
plain-ask-replace = { $path } уже есть: заменить?
plain-ask = Вы уверены?
plain-answer = Введите { $yes } или { $no }.
plain-in-review = Идёт разбор: { $next } и { $back } — шаги, { $leave } — назад к партии.
plain-not-in-review = Разбор не идёт: введите review, чтобы пройти партию по шагам.
plain-nothing-asked = Вопроса не было.
plain-needs-piece = Команде { $command } нужна фишка, например: { $command } wQ.
plain-needs-bug = Команде { $command } нужна буква фишки, например: { $command } A.
plain-needs-file = Команде { $command } нужно имя файла; { $help } — список команд.
plain-capital = { $typed } — не команда: буквы команд строчные ({ $letter } — это { $command }), а { $help } покажет их все.

plain-cmd-last = последний
plain-cmd-clock = часы
plain-cmd-board = доска
plain-cmd-pieces = фишки
plain-cmd-around = вокруг
plain-cmd-moves = ходы
plain-cmd-why = почему
plain-cmd-undo = отменить
plain-cmd-redo = вернуть
plain-cmd-review = разбор
plain-cmd-next = вперёд
plain-cmd-back = назад
plain-cmd-leave = выйти
plain-cmd-hint = подсказка
plain-cmd-draw = ничья
plain-cmd-resign = сдаться
plain-cmd-save = сохранить
plain-cmd-say = сказать
plain-cmd-quit = выход
plain-cmd-help = помощь
plain-cmd-yes = да
plain-cmd-no = нет

plain-help-intro = Введите ход в нотации (wS1, bA1 -wQ, wB1 wQ) или команду (слово — в любом регистре, букву — строчной):
plain-help-line = { $command }: { $does }
plain-help-file = ИМЯ
# What follows `say` in the list of commands.
plain-help-text = ТЕКСТ
plain-help-last = последний ход ещё раз.
plain-help-clock = время на часах обеих сторон.
plain-help-board = все фишки с соседями и что в руке.
plain-help-pieces = где фишки одного вида у обеих сторон.
plain-help-around = что вокруг фишки и какие стороны свободны.
plain-help-moves = куда может пойти фишка.
plain-help-why = почему фишка не может ходить.
plain-help-undo = отменить последний ход.
plain-help-redo = вернуть отменённый ход.
plain-help-review = пройти партию по шагам.
plain-help-next = в разборе: полуход вперёд.
plain-help-back = в разборе: полуход назад.
plain-help-leave = выйти из разбора к партии.
plain-help-hint = подсказка компьютера.
plain-help-draw = предложить ничью.
plain-help-resign = сдаться (с вопросом).
plain-help-save = сохранить копию партии.
plain-help-say = сказать это за столом, остальным там (партия по SSH).
plain-help-quit = выйти; партия сохранится и продолжится в следующий раз.
plain-help-help = этот список.
plain-help-yes = да, в ответ на вопрос.
plain-help-no = нет, в ответ на вопрос.
plain-help-sides = Шесть сторон по часовой стрелке: { $sides }.

# A game a player left (`hive serve --claim-after`).
plain-cmd-claim = требовать
plain-help-claim = потребовать победу, если соперник ушёл из партии по SSH без часов.
# A watcher's help in plain mode: the intro (no moves to type), and what say and quit do for them.
plain-help-intro-watcher = Вы наблюдаете за партией: введите команду (слово — в любом регистре, букву — строчной):
plain-help-say-watcher = сказать это другим зрителям; игроки не читают этого, пока идёт партия.
plain-help-quit-watcher = перестать наблюдать; партия продолжится без вас.
