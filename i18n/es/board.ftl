### Las palabras del propio tablero: tablero vacío, lo que queda fuera de sus bordes, las
### invitaciones sobre él y un terminal demasiado pequeño.

board-empty = el tablero está vacío
board-off-pieces = { $pieces ->
    [one] { $pieces } pieza
   *[other] { $pieces } piezas
}
board-off-cells = { $cells ->
    [one] { $cells } casilla
   *[other] { $cells } casillas
}
board-off-both = { $pieces ->
    [one] { $pieces } pieza
   *[other] { $pieces } piezas
}, { $cells ->
    [one] { $cells } casilla
   *[other] { $cells } casillas
}
board-invite = Invitación
board-invite-again = ? las vuelve a mostrar
board-too-small = hive necesita un terminal de al menos { $least };
    este mide { $size }.
    Agranda la ventana.
    q o Ctrl-C sale.
