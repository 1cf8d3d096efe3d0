### Что слышит гость `hive serve`, когда соединение заканчивается.

farewell-server-stopped = Хозяин остановил сервер; ваша партия сохранена.
farewell-idle = Отключено: ни одной клавиши за { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}.
farewell-too-slow = Отключено: соединение не успевало.
# The guest pasted (or sent) more at once than the server's input cap: the bytes dropped, the connection closed.
farewell-flooded = Отключено: вы отправили за раз больше, чем сервер принимает от терминала (очень длинная вставка?). Она отброшена, ваша партия сохранена. Вставляйте меньше за раз.
farewell-taken-over = Отключено: ваш ключ занял это место в другом подключении, партия продолжается там.
farewell-stopped = Партия прервана: { $why }
farewell-seat-taken = место { $side_gen } занято
farewell-no-seat = у этого приглашения нет места в партии
farewell-no-lobby = на этом сервере нет лобби

## Почему комната общей партии не приняла то, что предложил этот экран.
refusal-watching = Вы зритель: действуют только игроки.
refusal-over = Партия окончена.
refusal-not-your-turn = Сейчас не ваш ход.
refusal-illegal = Так ходить нельзя: { $why }.
refusal-offer-stands = Ваше предложение ничьей в силе: дождитесь ответа.
refusal-no-offer = Вам никто не предлагал ничью.
refusal-clock-not-out = Время на часах ещё не вышло.
refusal-not-saved = Ход не сделан: партию не удалось сохранить ({ $why }).

## Почему комната вывела этот экран из партии.
sent-out-closed = Владелец закрыл партию. Все сделанные ходы сохранены.
sent-out-owner-renewed = Владелец выдал партии новые коды: попросите у него новую строку. Все сделанные ходы сохранены.
sent-out-host-renewed = Хозяин выдал партии новые коды: попросите у него новую строку. Все сделанные ходы сохранены.
sent-out-seat-renewed = Хозяин выдал этому месту новый код. Все сделанные ходы сохранены.

# A game a player left (`hive serve --claim-after`).
refusal-claim-on-clock = Партию на часах решают часы: требовать нечего.
refusal-no-claims = Этот сервер не принимает требований победы за уход соперника.
refusal-not-away = Соперник не ушёл: требовать нечего.
refusal-not-away-yet = Соперника нет ещё недостаточно долго: потребуйте снова через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}.
