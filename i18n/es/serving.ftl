### Lo que `hive serve` y `hive play --invite` dicen a un invitado en la puerta: por qué se
### rechazó su entrada (ssh lo muestra antes de rendirse).

serving-no-such-code = Ninguna partida de aquí tiene este código: compáralo con la línea que te dio el anfitrión o pídele uno nuevo.
serving-other-key = Este asiento pertenece a la clave que lo ocupó primero: conéctate con esa clave (ssh -i).
serving-not-listed = La sala solo admite las claves que su anfitrión listó, y la tuya no está entre ellas.
serving-too-many-failures = Demasiados intentos fallidos desde tu dirección (o desde todas a la vez): vuelve a intentarlo dentro de { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
serving-host-key = Clave del servidor (los invitados pueden comprobarla cuando ssh pregunte): { $fingerprint }
serving-lobby-rulebook-opening = Apertura del reglamento (la Reina a más tardar en el cuarto turno, también en el primero); cada jugada se guarda.
serving-refusal-offered-this-move = Ya ofreciste tablas en esta jugada: vuelve a ofrecerlas después de tu próxima jugada.
serving-lobby-leave-question = ¿Salir de la sala? Tus partidas siguen disponibles.
serving-lobby-keys-leave = y salir · n o Esc quedarse
# Por qué a un invitado que ya entró no se le dio una partida (en su terminal, en su idioma).
serving-needs-terminal = Hive se juega en una terminal: conéctate con ssh -t (con una terminal para la sesión).
serving-shutting-down = El servidor se está apagando.
serving-cannot-start = El servidor no puede empezar una partida ahora: inténtalo dentro de un momento.
serving-seat-taken = Alguien ya está jugando con este código. Si eras tú y se cortó la conexión, vuelve a intentarlo en { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}.
serving-code-revoked = El anfitrión retiró este código: pídele uno nuevo.
