### Клуб в лобби `hive serve`: рейтинги, таблица лидеров, регистрация.

# Рейтинговые пулы по скорости партии.
clubroom-pool-bullet = пуля
clubroom-pool-blitz = блиц
clubroom-pool-rapid = рапид
clubroom-pool-classic = классика
clubroom-pool-correspondence = по переписке
clubroom-pool-untimed = без часов

clubroom-keys-list = ↑↓ выбор · Enter играть · i приглашения · n новая партия · x закрыть партию · l лидеры · m ваша страница · q выйти
clubroom-keys-board = ←→ другая скорость · Esc назад
clubroom-no-ratings = Рейтинговых партий пока нет: рейтинг меняет партия с другим членом клуба, доигранная до конца.
# $ratings: название пула и рейтинг, через запятую.
clubroom-your-ratings = Ваши рейтинги: { $ratings }
# $pool: название пула (clubroom-pool-…).
clubroom-leaderboard = Лидеры: { $pool }
clubroom-board-empty = На этой скорости ни у кого ещё нет устоявшегося рейтинга.
clubroom-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}
clubroom-provisional = Рейтинг со знаком ? предварительный (отклонение больше 110) и в таблицу пока не входит.

clubroom-banned = Этот ключ заблокирован в клубе. Если это ошибка, обратитесь к хозяину сервера.
clubroom-welcome = Добро пожаловать в клуб
clubroom-choose-name = Выберите имя в клубе: с этого момента ваш ключ — это вы.
clubroom-name-rules = От { $min } до { $max } букв или цифр; после первой можно _ - и .
clubroom-keys-sign-up = Enter вступить · Backspace стереть · Esc уйти
clubroom-name-length = В имени от { $min } до { $max } символов.
clubroom-name-characters = Имя состоит из букв, цифр, _, - и . и начинается с буквы или цифры.
clubroom-name-scripts = Все буквы имени должны быть из одного алфавита.
clubroom-name-reserved = Это имя занято сервером: выберите другое.
clubroom-name-taken = Это имя или похожее на него уже у другого члена клуба: выберите другое.
clubroom-known-key = Этот ключ уже принадлежит члену клуба.
clubroom-too-many-sign-ups = С вашего адреса за последний час было слишком много регистраций: попробуйте позже.

# Страница члена клуба. $pool: название пула (clubroom-pool-…).
clubroom-history = Ваш рейтинг ({ $pool }) после каждой рейтинговой партии
clubroom-history-none = На этой скорости рейтинговых партий пока нет.
# Под графиком рейтинга: $low, $high и $now — рейтинги.
clubroom-history-range = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}: минимум { $low }, максимум { $high }, сейчас { $now }.
clubroom-head-to-head = Личные встречи (победы – ничьи – поражения):
clubroom-no-rivals = Вы пока не играли с другими членами клуба.
