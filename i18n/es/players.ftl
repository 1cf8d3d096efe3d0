### Nombres de jugadores que da el juego.

player-computer = Ordenador { $level }
