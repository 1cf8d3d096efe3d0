### Почему ход или фишка не разрешены (без точки в конце). $piece, $by, $expected, $first,
### $second — фишки в нотации (wA1), одинаковой во всех языках.

illegal-game-over = партия окончена
illegal-cannot-pass = { $side } не могут пропустить ход: есть разрешённые ходы
illegal-not-in-game = { $piece } нет в игре { $game_type }
illegal-not-your-piece = { $piece } — фишка { $owner_gen }, а сейчас ход { $mover_gen }
illegal-out-of-order = { $piece } подождёт: сначала в игру входит { $expected }
illegal-queen-first-turn = { -queen } не выкладывается первым ходом
illegal-must-place-queen = { $side } должны выложить Королеву этим, четвёртым, ходом
illegal-queen-not-placed = { $side } не могут двигать фишки, пока не выложена Королева
illegal-place-on-occupied = новая фишка кладётся только на пустую клетку
illegal-first-apart = первая фишка чёрных должна касаться фишки белых
illegal-not-touching-own = новая фишка должна касаться фишки своего цвета
illegal-touches-opponent = новая фишка не может касаться фишек соперника
illegal-covered = на ней лежит { $by }
illegal-thrown-must-rest = её только что перебросила Мокрица: ход она пропускает
illegal-moved-last-turn = она ходила в прошлый ход, перебросить её сейчас нельзя
illegal-would-break-hive = она держит улей: без неё он распадётся
illegal-no-room = все проходы вокруг неё слишком узкие (правило скольжения) или ведут прочь от улья
illegal-unreachable = на эту клетку ей не попасть: { $why }
illegal-throw-blocked = ваша Мокрица не поднимет её: по обе стороны пути слишком высокие стопки (правило скольжения)
illegal-stacked-thrown = { $piece } в стопке, её нельзя перебросить
illegal-copies-nothing = { $piece } касается только Москита, повторять ему нечего
illegal-nowhere-to-place = { $side } не могут выложить фишку: нет пустой клетки рядом со своими и вдали от чужих

route-same-cell = она уже там
route-occupied = { $bug } заканчивает ход только на пустой клетке
route-one-cell = { $bug } ходит на одну клетку
route-gate = щель между { $first } и { $second } слишком узкая (правило скольжения)
route-high-gate = { $first } и { $second } слишком высоки по обе стороны этого шага (правило скольжения)
route-loses-touch = по пути она оторвётся от улья, а фишки скользят вдоль него
route-detached = эта клетка не касается ни одной фишки
route-not-in-line = { -grasshopper } прыгает только по прямой
route-nothing-to-jump = { -grasshopper } должен перепрыгнуть хотя бы одну фишку
route-past-the-gap = { -grasshopper } приземляется на первую пустую клетку на своём пути
route-not-three-cells = { -spider } проходит вдоль улья ровно три клетки, не возвращаясь
route-shut-in = ни один проход в эту клетку не достаточно широк (правило скольжения)
route-ladybug-path = { -ladybug } делает два шага по верху улья и один вниз
route-copies = ни одно из насекомых, чьи ходы он повторяет ({ $bugs }), туда не ходит
route-throw-only = сейчас её можно только перебросить на пустую клетку рядом с Мокрицей
route-throw-gate = Мокрица не опустит её туда: по обе стороны слишком высокие стопки (правило скольжения)
route-blocked = путь туда закрыт

move-not-a-move = это не ход: { $text }
move-illegal = ход { $text } невозможен: { $reason }
