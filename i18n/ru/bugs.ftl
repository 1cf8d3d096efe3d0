### Насекомые и стороны, как их называют правила (Hive Pocket и Hive Carbon). Падежи —
### атрибуты (.gen, .dat, .acc, .ins, .loc): фраза берёт нужный ($bug_acc, $side_gen).
### Мокрицы (Pillbug) в русских правилах нет: «Мокрица» — так её зовут русские игроки.

-queen = Королева
-spider = Паук
-beetle = Жук
-grasshopper = Кузнечик
-ant = Муравей
-mosquito = Москит
-ladybug = Божья коровка
-pillbug = Мокрица

bug-queen = { -queen }
    .gen = Королевы
    .dat = Королеве
    .acc = Королеву
    .ins = Королевой
    .loc = Королеве
bug-spider = { -spider }
    .gen = Паука
    .dat = Пауку
    .acc = Паука
    .ins = Пауком
    .loc = Пауке
bug-beetle = { -beetle }
    .gen = Жука
    .dat = Жуку
    .acc = Жука
    .ins = Жуком
    .loc = Жуке
bug-grasshopper = { -grasshopper }
    .gen = Кузнечика
    .dat = Кузнечику
    .acc = Кузнечика
    .ins = Кузнечиком
    .loc = Кузнечике
bug-ant = { -ant }
    .gen = Муравья
    .dat = Муравью
    .acc = Муравья
    .ins = Муравьём
    .loc = Муравье
bug-mosquito = { -mosquito }
    .gen = Москита
    .dat = Москиту
    .acc = Москита
    .ins = Москитом
    .loc = Моските
bug-ladybug = { -ladybug }
    .gen = Божьей коровки
    .dat = Божьей коровке
    .acc = Божью коровку
    .ins = Божьей коровкой
    .loc = Божьей коровке
bug-pillbug = { -pillbug }
    .gen = Мокрицы
    .dat = Мокрице
    .acc = Мокрицу
    .ins = Мокрицей
    .loc = Мокрице

side-white = Белые
    .gen = белых
    .dat = белым
    .acc = белых
    .ins = белыми
    .loc = белых
side-black = Чёрные
    .gen = чёрных
    .dat = чёрным
    .acc = чёрных
    .ins = чёрными
    .loc = чёрных

list-two = { $first } и { $last }
list-more = { $first }, { $last }
list-empty = ничего

moves-queen = { -queen }: один шаг на соседнюю клетку.
moves-spider = { -spider }: ровно три шага вдоль улья, не возвращаясь.
moves-beetle = { -beetle }: один шаг в любую сторону, может забраться на улей.
moves-grasshopper = { -grasshopper }: прыгает по прямой через фишки до первой пустой клетки.
moves-ant = { -ant }: скользит вдоль края улья на любое расстояние.
moves-mosquito = { -mosquito }: ходит как любое соседнее насекомое; наверху улья — как { -beetle }.
moves-ladybug = { -ladybug }: два шага по верху улья, затем один вниз.
moves-pillbug = { -pillbug }: один шаг или перебрасывает соседа через себя.
