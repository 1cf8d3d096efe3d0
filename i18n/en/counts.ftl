### Counts, with the language's plural forms.

count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
