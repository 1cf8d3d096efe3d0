### Экран партий (O): сохранённые партии, поиск и открытие; сообщения справочника
### дебютов. Клавиши (Enter, Esc, Ctrl-R, PgUp, Backspace, Ctrl-U) и команды (hive play …)
### одинаковы во всех языках.

games-title = Ваши партии
games-title-count = Ваши партии: { $total }
games-title-found = Ваши партии: найдено { $found } из { $total }
games-footer = ↑↓ PgUp PgDn выбор · Enter открыть · Ctrl-R просмотр · Esc назад
games-search = Поиск:{ " " }
games-searching = ищу…
games-search-hint = игроки, турнир, итог, дата
games-head-white = Белые
games-head-black = Чёрные
games-head-result = Итог
games-head-date = Дата
games-head-game = Игра
games-head-plies = Полуходы
games-plies-of = { $plies } из { $total }
games-branch = , ветка с { $ply }
games-branch-short = , в. { $ply }
games-newest = Показаны { $shown } новейших из { $found }: уточните поиск.
games-enter = Enter: неоконченная партия продолжится, оконченная откроется для просмотра.
games-reading = Читаю ваши партии…
games-none-yet = Сохранённых партий пока нет: каждая сыгранная партия сохраняется здесь.
games-no-match = Ни одна партия не подходит: Backspace или Ctrl-U расширяют поиск.
games-none-chosen = Партия не выбрана: список пуст.
games-on-screen = Эта партия уже на экране.
games-opening = Открываю…
games-shared = Экран партий открывает партии, сохранённые на этом компьютере: не в общей партии (сначала выйдите из неё).

games-explorer-shared = Справочник дебютов читает партии, сохранённые на этом компьютере: не в общей партии.
games-explorer-file = hive play { $file } откроет её; hive replay — пошаговый просмотр.
games-explorer-no-file = У этой партии нет своего файла.
games-explorer-nothing = Дальше ни одна сохранённая партия не шла: следовать некуда.
games-explorer-computer = Сейчас ход компьютера: он сделает свой.

games-unsaved = Последние ходы этой партии не сохранены ({ $why }): не ухожу из неё (Esc, затем s сохранит копию).
games-not-ours = { $name } — не наше сохранение: Ctrl-R откроет его для просмотра.
games-held = { $name } открыт в другом hive (процесс { $pid }): здесь не открыт. Ctrl-R — просмотр, только чтение.
games-no-folder = нет папки для партий (нет каталога данных)
games-index-failed = Не удалось записать указатель партий ({ $why }); файлы прочитаны.
