### Cantidades, con sus plurales.

count-moves = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
