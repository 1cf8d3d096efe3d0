### La pantalla de juego.

welcome = ¡Bienvenido! Toma un bicho de tu mano ({ $letters }) o pulsa ? para ver la ayuda.
