### Заявки клуба в лобби `hive serve`: кто здесь, открытые заявки, личные вызовы, партии для просмотра.

# The list page's key for the seeks page.
seek-key = s заявки
seek-keys = ↑↓ выбор · Enter принять или смотреть · n новая заявка · c вызвать игрока · x отозвать или отклонить · Esc назад
seek-keys-form = ↑↓ выбор · ←→ изменить · Enter готово · Esc отмена
# $names: the members in the lobby, as "ann, bob".
seek-here = Сейчас здесь ({ $count }): { $names }
seek-here-more = { $names } и ещё { $more }
seek-open = Открытые заявки
seek-none = Открытых заявок нет: подайте свою клавишей n или вызовите игрока клавишей c.
seek-games = Партии в игре
seek-games-none = Сейчас нет партий между членами клуба.
# A seek made by the member, in the seeker's column.
seek-you = вы
seek-rated = рейтинговая
seek-casual = товарищеская
# The seeker's colour, said of the seeker.
seek-color-white = играет белыми
seek-color-black = играет чёрными
seek-color-random = цвет по жребию
seek-opening-rulebook = дебют по правилам из коробки
seek-opening-tournament = турнирный дебют
# The member's own challenge, turned down.
seek-declined = отклонён
seek-new = Новая заявка
seek-new-challenge = Вызов игроку
seek-field-to = Кому:
seek-field-rated = Партия:
seek-field-color = Вы:
seek-you-white = белыми
seek-you-black = чёрными
seek-you-random = по жребию
seek-nobody = здесь никого нет
seek-rated-when = Рейтинговая партия меняет рейтинги обоих игроков; товарищеская сохраняется, но рейтингов не меняет.
seek-made = Ваша заявка открыта: кто первым её примет, тот и играет с вами.
seek-challenge-made = Вызов отправлен.
seek-too-many-seeks = { $max ->
    [one] У вас уже { $max } открытая заявка — столько, сколько можно одному игроку: сначала отзовите её.
    [few] У вас уже { $max } открытые заявки — столько, сколько можно одному игроку: сначала отзовите одну.
   *[many] У вас уже { $max } открытых заявок — столько, сколько можно одному игроку: сначала отзовите одну.
}
seek-too-many-games = { $max ->
    [one] Вы уже играете { $max } партию — столько, сколько можно одному игроку: сначала доиграйте её.
    [few] Вы уже играете { $max } партии — столько, сколько можно одному игроку: сначала доиграйте одну.
   *[many] Вы уже играете { $max } партий — столько, сколько можно одному игроку: сначала доиграйте одну.
}
seek-their-games-full = { $name } уже играет столько партий, сколько можно одному игроку: попробуйте позже.
seek-not-here = Этого игрока сейчас нет в лобби.
seek-gone = Эта заявка уже закрыта.
seek-own = Это ваша собственная заявка: принять её должен кто-то другой.
seek-not-yours = Этот вызов адресован другому игроку.
seek-withdrawn = Ваша заявка отозвана.
seek-you-declined = Вы отклонили вызов игрока { $name }.
seek-accepted-note = { $name } принимает вашу заявку: партия вверху вашего списка (Enter — играть).
seek-declined-note = { $name } отклоняет ваш вызов.
# Back in the lobby from a game between two members that is over.
rematch-offer = Партия с { $name } окончена: R — предложить реванш, цвета меняются.
# The plain lobby's word that offers the rematch (lowercase).
rematch-plain-cmd = реванш
rematch-plain-offer = Партия с { $name } окончена: { $command } — предложить реванш, цвета меняются.
rematch-away = Пока вас не было, партия с { $name } окончилась: R — предложить реванш, цвета меняются.
rematch-plain-away = Пока вас не было, партия с { $name } окончилась: { $command } — предложить реванш, цвета меняются.
rematch-plain-help = реванш: после партии между участниками предлагает сопернику ту же партию, цвета меняются.
rematch-none = Реванш предложить некому: его предлагают после партии двух участников клуба.
# A challenge to the member (a rematch is one), told in their lobby.
seek-challenged-note = { $name } вызывает вас: вызов ждёт на странице заявок (s).
# The same two notes in the plain lobby, which has commands, not keys: $play and $seeks are
# its words (play, seeks).
seek-accepted-plain-note = { $name } принимает вашу заявку: это партия { $number } вашего списка ({ $play } { $number } — играть).
seek-challenged-plain-note = { $name } вызывает вас: { $seeks } покажет вызов.
seek-no-club = Заявки — только для членов клуба.
seek-failed = База данных клуба дала сбой: попробуйте ещё раз.

## The plain lobby's seeks commands (typed words, lowercase).
seek-cmd-seeks = заявки
seek-cmd-seek = заявка
seek-cmd-challenge = вызвать
seek-cmd-accept = принять
seek-cmd-decline = отклонить
seek-cmd-withdraw = отозвать
seek-help-seeks = кто здесь, открытые заявки (с номерами) и партии в игре
seek-help-seek = подаёт заявку: набор, часы или none, rated или casual, white, black или random, в любом порядке
seek-help-challenge = то же, но одному игроку, который здесь
seek-help-accept = принимает заявку N и сразу сажает вас за партию
seek-help-decline = отклоняет вызов N
seek-help-withdraw = отзывает вашу заявку N
# A colour as typed after `seek` (one word).
seek-word-white = белые
seek-word-black = чёрные
seek-word-random = жребий
# One seek in the plain lobby: $who its maker (and whom it is to), $last the opening rule or "declined".
seek-plain-row = { $number }. { $who }: { $game }, { $clock }, { $rated }, { $color }, { $last }.
seek-plain-game = { $white } – { $black }: { $game }, { $clock }, { $plies }.
seek-plain-wrong = «{ $text }» — это не набор, не часы, не rated/casual и не цвет.
seek-plain-no-seek = Заявки { $number } нет: их список выводит команда { $seeks }.
seek-plain-none = Открытых заявок нет: { $seek } — подать свою, { $challenge } { $name } — вызвать игрока, который здесь.
# The placeholder for a member's name in the plain lobby's help (challenge NAME …).
seek-help-name = ИМЯ
# The seeks page: a key held back because another seek moved under the cursor.
seek-changed = Список изменился: строка с ▶ уже не та, что была под курсором. Нажмите клавишу ещё раз, чтобы выбрать её, или выберите другую.
# The plain lobby: accept, decline or withdraw N held back because the list changed; the list follows.
seek-plain-changed = Заявки уже не те, что вы видели, поэтому ничего не сделано. Вот они сейчас:
