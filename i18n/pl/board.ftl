### Słowa samej planszy: pusta plansza, co jest za jej krawędziami, zaproszenia nad nią,
### za mały terminal.

board-empty = plansza jest pusta
board-off-pieces = { $pieces ->
    [one] { $pieces } owad
    [few] { $pieces } owady
   *[many] { $pieces } owadów
}
board-off-cells = { $cells ->
    [one] { $cells } pole
    [few] { $cells } pola
   *[many] { $cells } pól
}
board-off-both = { $pieces ->
    [one] { $pieces } owad
    [few] { $pieces } owady
   *[many] { $pieces } owadów
}, { $cells ->
    [one] { $cells } pole
    [few] { $cells } pola
   *[many] { $cells } pól
}
board-invite = Zaproszenie
board-invite-again = ? pokaże je znowu
board-too-small = hive potrzebuje terminala co najmniej { $least };
    ten ma { $size }.
    Powiększ okno.
    q lub Ctrl-C kończy.
