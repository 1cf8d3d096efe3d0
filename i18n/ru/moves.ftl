### Сообщения экрана партии об игре: взять, выложить и передвинуть фишку, отмена и
### возврат ходов, пропуск хода, ход компьютера и подсказки, часы, ничья и конец партии.
### $piece и $notation — нотация (wA1, wA1 -bG1), одинаковая во всех языках; $key, $pick,
### $play, $new и $review — названия клавиш; $side — сторона (см. lang::rules::set_side).

moves-centred = Вид отцентрован по улью.
moves-put-back = Фишка возвращена.
moves-over = Партия окончена.
moves-over-already = Партия уже окончена.
moves-over-keys = Партия окончена: u — отменить ход, N — новая партия, q — выход.
# $clock: контроль времени, как в командной строке (5+3).
moves-new-game-clock = Новая партия, часы { $clock }. Начинают белые.
moves-new-game = Новая партия. Начинают белые.
moves-computers-turn = Ходит компьютер; u отменяет ваш последний ход.
moves-zoom-large = Крупные клетки (z ещё раз: по размеру экрана).
moves-zoom-compact = Мелкие клетки (z ещё раз: по размеру экрана).
moves-zoom-fit = Размер клеток подогнан под доску.
# $why: причина отказа (см. refusals.ftl), без точки.
moves-cannot-go = { $piece } не может пойти туда: { $why }.
moves-cannot-go-plain = { $piece } не может пойти туда.
moves-nothing-here = Здесь пусто. Возьмите фишку из руки или наведите курсор на фишку.
moves-no-move = у неё нет ходов
moves-cannot-move = { $piece } не может ходить: { $why }.
# Одна оставшаяся фишка и почему (через «; » в moves-no-other).
moves-stuck = { $piece }: { $why }
moves-no-other = Другие фишки ({ $bug }) ходить не могут: { $why }.
moves-pick-first = Сначала возьмите фишку: цифры покажут, куда она может пойти.
moves-no-cell = Нет клетки с номером { $number }.
moves-cell-typed = Клетка { $number }…: вторая цифра или Enter для { $number }.
moves-cell-let-go = Номер { $number }… сброшен: Enter действует на курсор; цифра ставит { $piece } на клетку.
moves-not-in-game = В этой партии нет { $bug_gen } ({ $game_type }).
moves-none-in-hand = У { $side_gen } в руке нет { $bug_gen }.
moves-no-room = для неё нет места
moves-cannot-place = { $piece } нельзя выложить: { $why }.
# $summary: как ходит фишка (одно предложение из bugs.ftl).
moves-placing = Выкладываем { $piece }: цифра ставит на клетку (или Tab, Enter). { $summary }
moves-must-pass = У { $side_gen } нет ходов: нажмите Enter, чтобы пропустить ход.
moves-none-movable = Ни одна фишка на доске не может ходить; выложите фишку из руки.
moves-can-move = { $piece } может ходить: Enter берёт её.
moves-can-be-thrown = { $piece } можно бросить вашей { bug-pillbug.ins }: Enter берёт её.
moves-paused = Часы на паузе: { $key } — продолжить, затем ходите.
moves-lost-on-time = { $side } проиграли по времени: партия окончена.
moves-thrown-move = { $notation } (бросок)
moves-line-kept = Оставленный вариант сохранён в партии: r, затем v покажет его.
moves-illegal = { $notation } — недопустимый ход: { $why }.
# После хода: $notation — ход (после ответа компьютера, если он был).
moves-played = { $notation }. Ход { $side_gen }.
moves-played-over = { $notation }. { $result }.
moves-played-pass = { $notation }. У { $side_gen } нет ходов: нажмите Enter, чтобы пропустить ход.
moves-lost-stays-lost = Проигрыш по времени не отменить: N — новая партия, r — разбор.
moves-ending-withdrawn = Партия продолжается: итог отменён ({ $key } вернёт его).
moves-ending-withdrawn-file = Партия продолжается: итог отменён ({ $key } вернёт его). В файле итог остаётся; ход начнёт новую партию.
moves-nothing-to-undo-yet = Нечего отменять: вы ещё не ходили.
moves-nothing-to-undo = Нечего отменять.
# $moves: отменённые ходы списком («wA1 -bG1 и bQ wA1/»).
moves-took-back = Отменено: { $moves } (U вернёт).
moves-ending-restored = { $result }. u отменит это.
moves-nothing-to-redo = Нечего возвращать.
# $moves: ходы, возвращённые до последнего; $message: что сказал последний ход.
moves-redid = Возвращено: { $moves }, затем { $message }
moves-resigned = { $result }. u отменит это, N — новая партия.
moves-draw-offered = Ничья предложена: ждём ответа.
moves-watching-no-draw = Вы зритель: ничью предлагают только игроки.
moves-watching-no-resign = Вы зритель: сдаться может только игрок.
moves-draw-too-early = { $side } отклоняют ничью: судить рано (полуходов сыграно { $plies } из { $needed }). Играйте дальше.
moves-draw-weighing-still = { $side } ещё обдумывают ваше предложение…
moves-draw-weighing = { $side } обдумывают предложение ничьей…
moves-draw-declined = { $side } отклоняют ничью: считают, что стоят лучше. Играйте дальше.
moves-draw-accepted = { $side } соглашаются на ничью.
moves-not-your-hand = Это рука { $side_gen }; сейчас не их ход.
moves-stack-here = Стопка: { $stack }.

## Фишка взята.
moves-pick-throwable = { $piece } можно бросить вашей { bug-pillbug.ins }: выберите, куда.
moves-picked = { $piece } взята. { $summary }
# $bugs: фишки, которые копирует Москит, через запятую.
moves-picked-mosquito = { $piece } взята. { -mosquito } копирует: { $bugs }.
moves-pick-throw-mark = ^: бросок { bug-pillbug.ins }.
# $pieces: фишки, которые она может бросить, в нотации.
moves-pick-throws = Броски (^): { $pieces }; Tab — к фишке, Enter — бросить её.

## Компьютер и подсказки.
moves-thinking = { $side } думают…
moves-hint-over = Партия окончена: подсказывать нечего.
moves-hint-still = Ещё ищу хороший ход…
moves-hint-not-now = Компьютер думает: попросите подсказку в свой ход.
moves-hint-looking = Ищу хороший ход…
moves-hint-over-play = Партия окончена: подсказки нет.
moves-hint-still-key = Ещё ищу хороший ход; { $key } сыграет его, когда он появится.
moves-hint-none = На доске нет подсказки: { $key } попросит её.
moves-ponder-on = Обдумывание включено: компьютер думает и в ваше время (t выключит).
moves-ponder-on-later = Обдумывание включено: заработает в партии против компьютера.
moves-ponder-off = Обдумывание выключено: компьютер думает только в своё время.
moves-ponder-your-turn = Сейчас ваш ход: компьютер лишь обдумывает (n торопит его ход).
moves-not-thinking = n торопит компьютер, пока он думает; сейчас он не думает.
moves-no-answer = Движок остановился без ответа.
moves-hint-pass = Подсказка: пропустить ход, других нет ({ $pick } или { $play } пропускает).
moves-hint = Подсказка: { $notation } (отмечено на доске; { $key } сыграет).
# $line: ходы, которых движок ждёт после него, через запятую.
moves-hint-line = Подсказка: { $notation } (отмечено на доске; { $key } сыграет); движок ждёт { $line }.

## Часы.
moves-ran-out = У { $side_gen } вышло время: { $winner } побеждают по времени. { $key } — разбор.
moves-time-out = { $result }. { $new } — новая партия, { $review } — разбор.
moves-clocks-stand = Партия окончена: часы стоят.
moves-no-clock = В этой партии нет часов (hive play --clock 5+3 начнёт партию с часами).
moves-clocks-paused = Часы на паузе: время не идёт, ходить нельзя. { $key } — продолжить.
moves-clocks-running = Часы идут: ход { $side_gen }.
