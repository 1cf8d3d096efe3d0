### Уроки (`hive learn`): меню, рамка урока над доской, название, пояснение и задания
### каждого урока, а также почему допустимый ход не выполняет задание.

learn-key-lessons = уроки: короткие позиции, которые учат правилам
learn-welcome = F3 открывает уроки.

## The keys of the lessons menu (help lists them).
learn-keys-section = Уроки
learn-key-above = урок выше
learn-key-below = урок ниже
learn-key-first = первый урок
learn-key-last = последний урок
learn-key-start = начать выбранный урок
learn-key-close = закрыть уроки (hive learn: выйти)

learn-begin = Выполните задание сверху обычными клавишами игры. F3 возвращает к урокам.
learn-not-in-lesson = В уроке это недоступно: F3 возвращает к урокам.
learn-not-shared = Уроки недоступны в общей партии: откройте их командой hive learn.
learn-not-shared-guest = Уроки недоступны в общей партии: члены клуба открывают их в лобби (L).
learn-already-done = Урок пройден. F3 открывает уроки, чтобы взять следующий.
learn-task-done = Отлично! Теперь следующее задание.
learn-lesson-done = Отлично: урок «{ $title }» пройден! F3 открывает следующий.
learn-progress-not-kept = Не удалось сохранить пройденные уроки: { $why }

learn-box-title = Урок { $number }/{ $count }: { $title }
learn-box-task = Задание { $number }/{ $count }: { $task }
learn-box-done = Урок пройден! F3: следующий.
learn-box-keys = F3 уроки · ? справка
# The status line's hint in a lesson: $key opens the lessons.
learn-status-lessons = { $key } уроки

learn-menu-title = Уроки
learn-menu-keys = ↑↓ выбрать · Enter начать · Esc выйти
learn-list-done = { $number }. [x] { $title }
learn-list-not-done = { $number }. [ ] { $title }

learn-miss-other-piece = Ход допустим, но задание просит другую фишку.
learn-miss-other-cell = Ход допустим, но фишка встала не туда, куда просит задание.
learn-miss-not-climb = Ход допустим, но фишка осталась внизу, а задание — закончить ход на улье.
learn-miss-not-throw = Ход допустим, но это не бросок названной фишки: возьмите её и поставьте на клетку с пометкой ^.
learn-miss-queen-stuck = { $count ->
    [one] Ход допустим, но ваша { -queen } по-прежнему не может ходить: её держит { $count } сосед.
    [few] Ход допустим, но ваша { -queen } по-прежнему не может ходить: её держат { $count } соседа.
   *[many] Ход допустим, но ваша { -queen } по-прежнему не может ходить: её держат { $count } соседей.
}
learn-miss-not-won = { $count ->
    [one] Ход допустим, но у чёрной { bug-queen.gen } ещё { $count } свободная сторона.
    [few] Ход допустим, но у чёрной { bug-queen.gen } ещё { $count } свободные стороны.
   *[many] Ход допустим, но у чёрной { bug-queen.gen } ещё { $count } свободных сторон.
}
learn-miss-not-drawn = Ход допустим, но партия продолжается: нужен ход, который заканчивает её вничью.

learn-placing-title = Выставление фишек
learn-placing-text = Каждый ход вы выставляете новую фишку из руки или передвигаете фишку на доске. Нажмите букву насекомого, затем Enter на подсвеченной клетке (или её номер). { -queen } не может выйти первой.
    .plain = Каждый ход вы выставляете новую фишку из руки или передвигаете фишку на доске: введите ход, например wS1. { -queen } не может выйти первой.
learn-placing-task-1 = Выставьте { bug-spider.acc } (S).
learn-placing-task-2 = Выставьте { bug-grasshopper.acc } (G).

learn-touching-title = Касаться только своих
learn-touching-text = После первых двух фишек новая фишка должна касаться ваших фишек и ни одной фишки соперника. Подсвеченные клетки показывают, куда можно.
    .plain = После первых двух фишек новая фишка должна касаться ваших фишек и ни одной фишки соперника. Куда можно, скажет { $moves } с фишкой, например { $moves } wA1.
learn-touching-task-1 = Выставьте { bug-ant.acc } (A).
learn-touching-task-2 = Выставьте { bug-queen.acc } (Q).

learn-queen-fourth-title = Королева к четвёртому ходу
learn-queen-fourth-text = { -queen } должна быть на доске не позже вашего четвёртого хода, и до этого ваши фишки не ходят. Сейчас четвёртый ход Белых.
learn-queen-fourth-task-1 = Выставьте { bug-queen.acc }: ничего другого сейчас нельзя.

learn-one-hive-title = Единый улей
learn-one-hive-text = Фишки всегда должны оставаться одной группой. Фишка, без которой улей распался бы хоть на миг, ходить не может.
learn-one-hive-task-1 = { -queen } и { -spider } держат улей вместе: сходите { bug-ant.ins }.

learn-gate-title = Свобода движения
learn-gate-text = Фишка скользит вокруг улья и не может протиснуться в щель между двумя касающимися фишками. Так здесь и заперта ваша { -queen }.
learn-gate-task-1 = Сходите так, чтобы { -queen } смогла выскользнуть.
learn-gate-task-2 = Теперь сходите { bug-queen.ins }.

learn-queen-title = Королева
learn-queen-text = { -queen } ходит на одну клетку, скользя вокруг улья. Берегите её: окружённая { -queen } проигрывает партию.
learn-queen-task-1 = Сходите { bug-queen.ins } на одну клетку.
learn-queen-task-2 = Ещё раз на одну клетку.

learn-beetle-climb-title = Жук забирается наверх
learn-beetle-climb-text = { -beetle } ходит на одну клетку, но может забраться на улей, идти поверху и спуститься обратно.
learn-beetle-climb-task-1 = Заберитесь { bug-beetle.ins } на свою { bug-queen.acc }.
learn-beetle-climb-task-2 = Пройдите поверху улья, не спускаясь.

learn-beetle-block-title = Жук сверху
learn-beetle-block-text = Фишка под { bug-beetle.ins } не ходит, а при выставлении стопка считается цвета { bug-beetle.gen }. { -beetle } на чужой { bug-queen.loc } не даёт ей ходить.
learn-beetle-block-task-1 = Подведите { bug-beetle.acc } к чёрной { bug-queen.dat }.
learn-beetle-block-task-2 = Заберитесь на чёрную { bug-queen.acc }.

learn-grasshopper-title = Кузнечик
learn-grasshopper-text = { -grasshopper } прыгает по прямой через одну или несколько фишек на первую пустую клетку. Узкие щели ему не мешают.
learn-grasshopper-task-1 = Перепрыгните через весь ряд.
learn-grasshopper-task-2 = Прыгните обратно на другой конец.

learn-spider-title = Паук
learn-spider-text = { -spider } проходит вокруг улья ровно три клетки, не возвращаясь назад. Не две и не четыре — три.
learn-spider-task-1 = Сходите { bug-spider.ins }.
learn-spider-task-2 = Сходите им ещё раз.

learn-ant-title = Муравей
learn-ant-text = { -ant } скользит вокруг улья сколько угодно, на любую клетку, куда можно пройти, не протискиваясь в щель.
learn-ant-task-1 = Поставьте { bug-ant.acc } рядом с чёрным { bug-ant.ins }.
learn-ant-task-2 = Теперь поставьте его рядом с чёрным { bug-spider.ins }.

learn-mosquito-title = Москит
learn-mosquito-text = { -mosquito } ходит как любое насекомое, которого касается: рядом с { bug-grasshopper.ins } прыгает, рядом с { bug-ant.ins } бегает вокруг улья.
learn-mosquito-task-1 = { -mosquito } касается только { bug-grasshopper.gen }: прыгайте.
learn-mosquito-task-2 = Теперь он касается { bug-ant.gen }: поставьте его рядом со своим { bug-grasshopper.ins }.

learn-mosquito-top-title = Москит наверху
learn-mosquito-top-text = Рядом с { bug-beetle.ins } { -mosquito } может забраться на улей и ходит там как { -beetle }, пока не спустится. Если он касается только другого { bug-mosquito.gen }, он не ходит.
learn-mosquito-top-task-1 = Заберитесь { bug-mosquito.ins } на своего { bug-beetle.acc }.
learn-mosquito-top-task-2 = Пройдите им поверху улья.

learn-ladybug-title = Божья коровка
learn-ladybug-text = { -ladybug } проходит ровно три клетки: две поверху улья и одну вниз, на пустую клетку.
learn-ladybug-task-1 = Поставьте { bug-ladybug.acc } рядом с чёрным { bug-spider.ins }.

learn-pillbug-title = Бросок Мокрицы
learn-pillbug-text = Вместо хода { -pillbug } может перенести соседнюю фишку любого цвета через себя на пустую клетку рядом с собой. Возьмите эту фишку: её клетки помечены ^.
learn-pillbug-task-1 = Бросьте чёрную { bug-queen.acc } своей { bug-pillbug.ins }.

learn-pillbug-limits-title = Что Мокрица бросать не может
learn-pillbug-limits-text = { -pillbug } не бросает фишку, сходившую прошлым ходом, фишку в стопке, фишку, без которой распадётся улей, и не бросает через узкую щель.
learn-pillbug-limits-task-1 = Чёрный { -beetle } только что сходил: бросьте чёрного { bug-ant.acc }.

learn-stunned-title = Оглушённая фишка
learn-stunned-text = Фишку, которую только что бросила { -pillbug }, на следующем ходу нельзя ни двигать, ни бросать. Чёрная { -pillbug } только что бросила вашего { bug-ant.acc }.
learn-stunned-task-1 = Попробуйте сходить { bug-ant.ins }, потом сделайте любой другой ход.

learn-surround-title = Окружение Королевы
learn-surround-text = { -queen }, окружённая со всех шести сторон фишками любого цвета, проигрывает. У чёрной { bug-queen.gen } осталась одна свободная сторона.
learn-surround-task-1 = Найдите выигрывающий ход.

learn-both-queens-title = Обе Королевы сразу
learn-both-queens-text = Если один ход окружает обеих королев, партия заканчивается вничью. Здесь у двух королев общая последняя свободная клетка.
learn-both-queens-task-1 = Займите клетку, которая окружит обеих королев.

learn-passing-title = Пропуск хода
learn-passing-text = Если допустимых ходов нет, вы пропускаете ход, и только тогда. Чёрные здесь не могут ни выставить, ни передвинуть фишку.
learn-passing-task-1 = Пропустите ход за Чёрных: нажмите Enter.
    .plain = Пропустите ход за Чёрных: введите pass.

learn-repetition-title = Ничья
learn-repetition-text = Партия заканчивается вничью, когда одна и та же позиция повторяется в третий раз. Игроки могут и договориться о ничьей: в партии её предлагает D.
    .plain = Партия заканчивается вничью, когда одна и та же позиция повторяется в третий раз. Игроки могут и договориться о ничьей: в партии её предлагает { $draw }.
learn-repetition-task-1 = Верните { bug-ant.acc } назад, чтобы позиция повторилась в третий раз.
    .plain = Верните { bug-ant.acc } туда, где он стоял до своего последнего хода, — к западной стороне вашей { bug-queen.gen }, чтобы позиция повторилась в третий раз.

## The lobby of a server (`hive serve`): its key, and the plain lobby's command.
learn-lobby-key = L уроки и задачи
learn-plain-cmd = уроки
learn-plain-help = уроки, а после них задачи (последняя строка меню).
