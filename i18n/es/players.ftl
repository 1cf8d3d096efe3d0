### Nombres de jugadores que da el juego.

player-computer = Ordenador { $level }

player-letter-white = B
player-letter-black = N
