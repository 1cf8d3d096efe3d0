### Liczby z formami liczby mnogiej.

count-moves = { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}
