### La sala de `hive serve --lobby`: las partidas del socio, una partida nueva, sus invitaciones.

lobby-title = hive · sala · { $name }
lobby-keys-list = ↑↓ elegir · Enter jugar · i invitaciones · n partida nueva · x cerrar partida · q salir
lobby-keys-new = ↑↓ elegir · ←→ cambiar · w/b tu color · c reloj · Enter crear · Esc volver
lobby-keys-invites = Enter ocupar tu sitio · r códigos nuevos · x cerrar partida · Esc volver
lobby-keys-close = y cerrarla · n dejarla
lobby-keys-renew = y códigos nuevos · n dejar estos

lobby-no-clock = sin reloj
lobby-watching = mirando
lobby-to-move = juegan { $side_def }
lobby-over = terminada
lobby-your-games = Tus partidas (partidas en todo el servidor: { $count }, { $max } como mucho)
lobby-none-yet = Ninguna todavía: n crea una y te da la línea para invitar a alguien.
lobby-opponent-here = rival presente
lobby-opponent-away = rival ausente
lobby-you-are-in = estás dentro
lobby-you = tú: { $side }
lobby-you-play = juegas con { $side_def }
lobby-plies = { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}

lobby-new-game = Una partida nueva
lobby-field-type = Tipo de juego:
lobby-field-side = Juegas con:
lobby-field-clock = Reloj:
lobby-tournament-opening = Apertura de torneo (la Reina no entra en el primer turno); cada jugada se guarda.
lobby-clock-per-move = El servidor lleva el tiempo: cada jugada tiene su tiempo, sin acumular.
lobby-clock-game = El servidor lleva el tiempo: corre cuando los dos están, nadie puede pararlo y quien se queda sin tiempo pierde.
lobby-clock-none = Sin reloj: tómate todo el tiempo que quieras.

lobby-close-question = ¿Cerrar esta partida?
lobby-close-what = Sus códigos dejan de valer y todos los que están dentro salen. La partida queda guardada en la carpeta de partidas: `hive play` la continúa.
lobby-renew-question = ¿Códigos nuevos para esta partida?
lobby-renew-what = Las líneas dadas dejan de valer y quien entró con ellas sale; las nuevas le dejan entrar otra vez. Tu sitio se conserva.
lobby-pass-these-on = Pasa estas líneas; cada una es secreta:
lobby-invite-watch = para mirar:
lobby-invite-plays = juegan { $side_def }:

lobby-not-made = No se creó la partida: { $why }.
lobby-gone = Esa partida ya no está en el servidor.
lobby-not-yours = Solo el socio que creó esta partida puede cerrarla o darle códigos nuevos.
lobby-close-in-play = Una partida empezada entre socios no se cierra: termina como todas (victoria, abandono, tablas). Ciérrala cuando haya terminado.
lobby-not-seated = Sin sitio: { $why }.
lobby-closed = Cerrada; sus códigos ya no valen. Partida guardada: { $save }.
lobby-renewed = Códigos nuevos: las líneas antiguas ya no valen.
lobby-not-renewed = No hay códigos nuevos: { $why }.
