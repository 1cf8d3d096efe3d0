### Лобби `hive serve --lobby`: партии участника, новая партия, приглашения.

lobby-title = hive · лобби · { $name }
lobby-keys-list = ↑↓ выбор · Enter играть · i приглашения · n новая партия · x закрыть партию · q выйти
lobby-keys-new = ↑↓ выбор · ←→ изменить · w/b ваш цвет · c часы · Enter создать · Esc назад
lobby-keys-invites = Enter сесть за свою сторону · r новые коды · x закрыть партию · Esc назад
lobby-keys-close = y закрыть · n оставить
lobby-keys-renew = y новые коды · n оставить эти

lobby-no-clock = без часов
lobby-watching = зритель
lobby-to-move = ход { $side_gen }
lobby-over = окончена
lobby-your-games = Ваши партии (всего партий на сервере: { $count }, не больше { $max })
lobby-none-yet = Пока ни одной: n создаст партию и даст строку, чтобы пригласить друга.
lobby-opponent-here = соперник здесь
lobby-opponent-away = соперника нет
lobby-you-are-in = вы в ней
lobby-you = вы: { $side }
lobby-you-play = вы играете: { $side }
lobby-plies = { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}

lobby-new-game = Новая партия
lobby-field-type = Набор:
lobby-field-side = Вы играете:
lobby-field-clock = Часы:
lobby-tournament-opening = Турнирное начало (Королеву нельзя выложить первым ходом); каждый ход сохраняется.
lobby-clock-per-move = Время ведёт сервер: на каждый ход своё время, остаток не переносится.
lobby-clock-game = Время ведёт сервер: часы идут, когда оба игрока здесь, паузы нет, у кого кончилось время — проиграл.
lobby-clock-none = Без часов: думайте сколько угодно.

lobby-close-question = Закрыть эту партию?
lobby-close-what = Её коды перестанут работать, всех участников отключит. Запись останется в папке партий: `hive play` её продолжит.
lobby-renew-question = Новые коды для этой партии?
lobby-renew-what = Выданные строки перестанут работать, а вошедших по ним отключит; новые строки снова впустят. Ваше место сохранится.
lobby-pass-these-on = Передайте эти строки; каждая — секрет:
lobby-invite-watch = смотреть:
lobby-invite-plays = за { $side_acc }:

lobby-not-made = Партия не создана: { $why }.
lobby-gone = Эта партия больше не идёт на сервере.
lobby-not-yours = Закрыть эту партию или выдать ей новые коды может только тот, кто её создал.
lobby-close-in-play = Начатую партию между участниками не закрывают: она заканчивается как обычно (победой, сдачей, ничьей). Закрыть её можно, когда она окончена.
lobby-not-seated = Место не занято: { $why }.
lobby-closed = Закрыта; её коды больше не работают. Запись: { $save }.
lobby-renewed = Новые коды: старые строки больше не работают.
lobby-not-renewed = Новых кодов нет: { $why }.
