### Slova samotné desky: prázdná deska, co je za jejími okraji, pozvánky nad ní, příliš
### malý terminál.

board-empty = deska je prázdná
board-off-pieces = { $pieces ->
    [one] { $pieces } kámen
    [few] { $pieces } kameny
   *[other] { $pieces } kamenů
}
board-off-cells = { $cells ->
    [one] { $cells } pole
    [few] { $cells } pole
   *[other] { $cells } polí
}
board-off-both = { $pieces ->
    [one] { $pieces } kámen
    [few] { $pieces } kameny
   *[other] { $pieces } kamenů
}, { $cells ->
    [one] { $cells } pole
    [few] { $cells } pole
   *[other] { $cells } polí
}
board-invite = Pozvánka
board-invite-again = ? je ukáže znovu
board-too-small = hive potřebuje terminál aspoň { $least };
    tento má { $size }.
    Zvětši okno.
    q nebo Ctrl-C končí.
