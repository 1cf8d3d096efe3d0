### Lo que oye un invitado de `hive serve` cuando termina su conexión.

farewell-server-stopped = El anfitrión paró el servidor; tu partida está guardada.
farewell-idle = Desconectado: ninguna tecla en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
farewell-too-slow = Desconectado: la conexión no daba abasto.
# The guest pasted (or sent) more at once than the server's input cap: the bytes dropped, the connection closed.
farewell-flooded = Desconectado: enviaste de una vez más de lo que el servidor acepta de un terminal (¿un pegado muy largo?). Se descartó; tu partida está guardada. Pega menos cada vez.
farewell-taken-over = Desconectado: tu clave ocupó este asiento en otra conexión, donde sigue la partida.
farewell-stopped = La partida se detuvo: { $why }
farewell-seat-taken = el sitio de { $side_def } está ocupado
farewell-no-seat = esta invitación no tiene sitio en la partida
farewell-no-lobby = este servidor no tiene sala

## Por qué la sala de la partida compartida no aceptó lo que propuso esta pantalla.
refusal-watching = Estás mirando: solo juegan los jugadores.
refusal-over = La partida ha terminado.
refusal-not-your-turn = No es tu turno.
refusal-illegal = Esa jugada no es legal: { $why }.
refusal-offer-stands = Tu oferta de tablas sigue en pie: espera la respuesta.
refusal-no-offer = Nadie te ofrece tablas.
refusal-clock-not-out = El reloj aún no se ha agotado.
refusal-not-saved = No se jugó: la partida no se pudo guardar ({ $why }).

## Por qué la sala sacó a esta pantalla de la partida.
sent-out-closed = El dueño cerró la partida. Todas las jugadas están guardadas.
sent-out-owner-renewed = El dueño dio códigos nuevos a la partida: pídele la línea nueva. Todas las jugadas están guardadas.
sent-out-host-renewed = El anfitrión dio códigos nuevos a la partida: pídele la línea nueva. Todas las jugadas están guardadas.
sent-out-seat-renewed = El anfitrión dio un código nuevo a este sitio. Todas las jugadas están guardadas.

# A game a player left (`hive serve --claim-after`).
refusal-claim-on-clock = Una partida con reloj la decide el reloj: no hay nada que reclamar.
refusal-no-claims = Este servidor no admite reclamar una partida que un jugador dejó.
refusal-not-away = Tu rival no se ha ido: no hay nada que reclamar.
refusal-not-away-yet = Tu rival aún no lleva fuera el tiempo suficiente: reclama de nuevo dentro de { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}.
