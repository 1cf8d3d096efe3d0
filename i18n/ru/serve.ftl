### Что слышит гость `hive serve`, когда соединение заканчивается.

farewell-server-stopped = Хозяин остановил сервер; ваша партия сохранена.
farewell-idle = Отключено: ни одной клавиши за { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}.
farewell-too-slow = Отключено: соединение не успевало.
farewell-stopped = Партия прервана: { $why }
farewell-seat-taken = место { $side_gen } занято
farewell-no-seat = у этого приглашения нет места в партии
farewell-no-lobby = на этом сервере нет лобби
