### Respuestas a las preguntas, guardar una copia, las noticias y negativas de una partida
### compartida y los mensajes al abrir una partida. $side es un bando («Blancas» o
### «Blancas (Ann)»), con artículo en $side_def y, al empezar la frase, con
### mayúscula en $side_def_cap («Las Blancas»).

dialogs-draw-declined = { $side_def_cap } rechazan las tablas. Se sigue jugando.
dialogs-not-replaced = No se reemplazó: cambia el nombre, o Esc para no guardar copia.
dialogs-carry-on = Sigue.
dialogs-save-into = Un nombre guarda una copia en { $folder }; una ruta (~ es tu carpeta personal) la guarda allí.
dialogs-save-here = Un nombre guarda una copia en la carpeta actual; una ruta (~ es tu carpeta personal) la guarda allí.
dialogs-saved = { $count ->
    [one] { $count } media jugada guardada
   *[other] { $count } medias jugadas guardadas
} en { $path }.

## Una partida compartida (servida a un amigo: hive play --invite)

dialogs-shared-no-undo = En una partida compartida no se deshacen jugadas: el repaso ({ $key }) mira atrás.
dialogs-shared-no-redo = Nada que rehacer: en una partida compartida no se deshacen jugadas. El repaso ({ $key }) las recorre.
dialogs-shared-no-new = Una partida compartida no puede empezar otra: q para salir de ella.
dialogs-shared-no-save = La partida compartida la guarda su anfitrión mientras se juega.
dialogs-shared-no-hints = El ordenador no da pistas en una partida entre personas.
dialogs-served-no-hints = El ordenador del servidor es tu rival aquí: no da pistas.
dialogs-shared-no-pause = Los relojes de una partida compartida no se pausan: la pausa de un jugador no es justa para el otro.
dialogs-shared-over = La partida ha terminado.
dialogs-shared-watching = Estás mirando: solo mueven los jugadores.
dialogs-shared-wait = Es el turno de { $side_def }: espera su jugada.
dialogs-shared-no-codes = Los códigos de invitación son para una partida servida a un amigo: hive play --invite.
dialogs-shared-host-codes = Solo el anfitrión reparte códigos de invitación.
dialogs-shared-new-codes = Códigos nuevos: las líneas antiguas ya no sirven y quien entró con ellas queda fuera.
dialogs-shared-codes-failed = No hay códigos nuevos: { $why }.
dialogs-shared-no-renew = esta pantalla no reparte códigos
dialogs-shared-draw-offered = { $side_def_cap } ofrecen tablas.
dialogs-shared-here = { $side_def_cap } están aquí.
dialogs-shared-left = { $side_def_cap } se fueron; la partida espera a que vuelvan.
dialogs-shared-left-clock = { $side_def_cap } se fueron; el reloj sigue corriendo.
dialogs-shared-moved = { $side_def_cap } han jugado: Esc vuelve a la partida.
dialogs-shared-seat = Una partida compartida: juegas con { $side_def }. Turno de { $to_move_def }.
dialogs-shared-seat-over = Una partida compartida: juegas con { $side_def }. La partida ha terminado.
dialogs-shared-watcher = Una partida compartida: estás mirando.

## Una partida abierta desde su archivo

dialogs-opened-over-ending = Una partida terminada de { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}: r la repasa, u retira el final.
dialogs-opened-over = Una partida terminada de { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}: r la repasa, u deshace una jugada.
dialogs-opened = Sigue una partida de { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}. Turno de { $side_def }.

## Guardar: el guardado automático y una copia (s). $why: lo que falló, del sistema.

dialogs-not-autosaving = Sin guardado automático: { $why }
dialogs-no-games-folder = no hay carpeta de partidas
dialogs-autosave-failed = Falló el guardado automático: { $why }
dialogs-save-branched = Una variante nueva desde la media jugada { $ply }: guardada como partida nueva ({ $name }); { $parent } conserva sus jugadas.
dialogs-save-changed = { $parent } se cambió fuera de esta partida o está abierto en otro hive: no lo sobrescribo; esta partida ahora se guarda en { $name }.
dialogs-copy-cannot-make = no se puede crear { $path }: { $why }
dialogs-copy-no-folder = no existe la carpeta { $folder }; créala primero
dialogs-copy-own = { $path } es el archivo propio de esta partida, ya guardado
dialogs-copy-not-file = { $path } no es un archivo normal; no lo reemplazo
dialogs-copy-held = { $path } está abierto en otro hive (proceso { $pid }, desde { $since })

dialogs-language-not-kept = No se pudo guardar el idioma para tus próximas partidas ({ $why }).
# Said on the board once F2 changed the language; $name: the language's own name.
dialogs-language-now = Idioma del juego: { $name }.

# A game a player left (`hive serve --claim-after`).
dialogs-shared-left-claim = { $side_def_cap } se fueron; si no vuelven en { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}, puedes reclamar la victoria: { $key }.
dialogs-claim-local = No hay a quién reclamar la victoria: se reclama en una partida por SSH que el rival dejó.
