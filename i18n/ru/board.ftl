### Слова самой доски: пустая доска, что осталось за краями, приглашения над ней,
### слишком маленький терминал.

board-empty = доска пуста
board-off-pieces = { $pieces ->
    [one] { $pieces } фишка
    [few] { $pieces } фишки
   *[many] { $pieces } фишек
}
board-off-cells = { $cells ->
    [one] { $cells } клетка
    [few] { $cells } клетки
   *[many] { $cells } клеток
}
board-off-both = { $pieces ->
    [one] { $pieces } фишка
    [few] { $pieces } фишки
   *[many] { $pieces } фишек
}, { $cells ->
    [one] { $cells } клетка
    [few] { $cells } клетки
   *[many] { $cells } клеток
}
board-invite = Приглашение
board-invite-again = ? покажет их снова
board-too-small = hive нужен терминал не меньше { $least };
    у этого { $size }.
    Увеличьте окно.
    q или Ctrl-C — выход.
