### A game against the computer in the club's lobby (key c), and its plain command.

computer-key = c ordenador
computer-keys = ↑↓ elegir · ←→ cambiar · 1–5 nivel · w/b tu color · Enter jugar · Esc volver
computer-title = Una partida contra el ordenador
computer-field-level = Nivel:
# A level: $number 1–5, $name its name (computer-level-N).
computer-level = { $number } · { $name }
computer-level-1 = principiante
computer-level-2 = aficionado
computer-level-3 = intermedio
computer-level-4 = fuerte
computer-level-5 = experto
computer-about-1 = Mira una jugada por delante, se equivoca a menudo al valorar y a veces juega al azar.
computer-about-2 = Mira dos medias jugadas por delante y a veces se equivoca al valorar.
computer-about-3 = Mira tres medias jugadas por delante, como mucho un segundo.
computer-about-4 = Piensa cerca de un segundo cada jugada.
computer-about-5 = Piensa cerca de tres segundos cada jugada.
computer-clock = El servidor lleva el tiempo: el reloj arranca cuando te sientas por primera vez y corre hasta el final de la partida, estés o no.
computer-unrated = Las partidas contra el ordenador no cuentan para la clasificación. Sal cuando quieras: la partida te espera en tu lista.
# A game's row in the lobby: who the member plays ($level 1–5).
computer-row = ordenador, nivel { $level }
computer-none = este servidor no tiene ordenador contra el que jugar
# $count: how many searches are ahead of the computer's in the server's queue.
computer-queued = El ordenador está pensando: { $count ->
    [one] tiene { $count } búsqueda por delante.
   *[other] tiene { $count } búsquedas por delante.
}
# The plain lobby's command word (one word, lower case).
computer-plain-cmd = ordenador
computer-plain-help = una partida contra el ordenador: un nivel del 1 al 5 y, si quieres, tu color, el tipo de juego y un reloj, como ordenador 2 black Base 5+3.
computer-plain-level = Di el nivel del ordenador, del 1 (el más flojo) al 5, como ordenador 1.
computer-plain-wrong = { $text } no es un nivel (1 a 5), ni un color (white, black), ni un tipo de juego (Base, Base+MLP), ni un reloj (5+3, none).
# $level: computer-level; $play: the lobby's word for play.
computer-plain-made = Partida { $number } creada, contra el ordenador de nivel { $level }: { $play } { $number } te sienta en ella.
