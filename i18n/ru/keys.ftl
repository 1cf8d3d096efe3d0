### Страница справки по клавишам: заголовок каждого раздела, затем что делает каждая клавиша.
### Названия клавиш (Enter, Esc, Tab, Space, Ctrl-…) и буквы одинаковы во всех языках:
### буквы насекомых — из UHP (Q S B G A M L P), их набирают так же, как пишут в нотации.

keys-playing = Игра
keys-reviewing = Разбор партии
keys-explorer = Дебютный справочник (o)
keys-games = Ваши партии (O; наберите текст, чтобы искать по игрокам, турниру, результату)
keys-help = Страницы справки
keys-questions = Вопросы
keys-typing = Ввод хода (:) или имени файла (s)
keys-mouse = Мышь

## игра

key-play-cursor-west = курсор на запад
key-play-cursor-east = курсор на восток
key-play-cursor-up = курсор вверх
key-play-cursor-down = курсор вниз
key-play-pick-up-piece-under = взять фишку под курсором, положить её сюда или пропустить ход, если другого хода нет
key-play-put-picked-piece-back = вернуть взятую фишку на место
key-play-next-piece-can-move = следующая фишка, которой можно пойти или которую можно перебросить; если фишка взята — её следующая клетка
key-play-previous-piece-destination = предыдущая фишка или клетка
key-play-take-bug-from-your = взять это насекомое из руки; ещё раз — по очереди ваши такие фишки на доске (где указано, и строчной буквой)
key-play-drop-number = положить взятую фишку на клетку с этим номером (после 9 — две цифры или одна и Enter)
key-play-type-move-uhp-notation = ввести ход в нотации UHP, например wA1 -bG1
key-play-undo-against-computer-reply = отменить ход (против компьютера — его ответ и ваш ход)
key-play-redo = вернуть отменённый ход
key-play-pan-view-stays-where = сдвинуть вид (он останется там, где вы его оставите)
key-play-centre-view-hive = отцентровать вид на улье
key-play-large-compact-hexes = крупные / компактные клетки
key-play-hint-engine-suggests-move = подсказка: движок предложит ход (отметит его на доске)
key-play-play-hint-marked-board = сыграть подсказку, отмеченную на доске
key-play-while-computer-thinks-plays = пока компьютер думает: он сыграет (или подскажет) лучший найденный ход
key-play-pondering-off-computer-thinks = обдумывание вкл / выкл: компьютер думает и в ваше время (hive play --ponder)
key-play-offer-draw-other-side = предложить ничью (соперник примет или отклонит)
key-play-pause-resume-clocks-game = остановить / пустить часы (партия с часами: hive play --clock 5+3)
key-play-resign-asks-first = сдаться (с подтверждением)
key-play-new-invite-codes-hive = новые коды приглашения (hive play --invite; старые перестанут работать)
key-play-new-game-asks-first = новая партия (с подтверждением)
key-play-save-copy-game-file = сохранить копию партии в файл (каждый ход и так сохраняется автоматически)
key-play-review-step-through-game = разбор: пройти партию ход за ходом
key-play-opening-explorer-what-your = дебютный справочник: что играли из этой позиции в ваших сохранённых партиях
key-play-your-saved-games-search = ваши сохранённые партии: найти, продолжить или просмотреть
key-play-help-keys-rules-each = справка: клавиши и правила каждого насекомого
key-play-quit-asks-first = выйти (с подтверждением)
key-play-quit-now-from-any = выйти сразу (с любого экрана)

## разбор

key-review-ply-back = на полуход назад
key-review-ply-forward = на полуход вперёд
key-review-start = в начало
key-review-last-ply = к последнему полуходу
key-review-type-ply = набрать номер полухода…
key-review-go = …и перейти к нему
key-review-take-back-digit = стереть цифру
key-review-auto-play-off = автопросмотр вкл / выкл
key-review-auto-play-faster = автопросмотр быстрее
key-review-auto-play-slower = автопросмотр медленнее
key-review-analyse-every-ply-background = проверить каждый полуход в фоне: ошибки получат ?, грубые ошибки ?? в списке ходов
key-review-opening-explorer-what-your = дебютный справочник: что играли из показанной позиции в ваших сохранённых партиях
key-review-your-saved-games-search = ваши сохранённые партии: найти, продолжить или просмотреть
key-review-play-from-ply-shown = играть дальше с показанного полухода (новый ход начнёт ответвление)
key-review-where-move-has-other = где у хода стоит + (там расходятся другие варианты): показать следующий вариант
key-review-show-previous-line = показать предыдущий вариант
key-review-make-line-shown-main = сделать показанный вариант главным и играть дальше (старый сохранится)
key-review-back-game-where-stood = назад к партии, туда, где она остановилась
key-review-pan-view = сдвинуть вид
key-review-centre-view-hive = отцентровать вид на улье
key-review-large-compact-hexes = крупные / компактные клетки
key-review-help-closing-returns-here = справка (после закрытия — обратно сюда)
key-review-quit-asks-first = выйти (с подтверждением)

## справка

key-help-scroll-down = прокрутить вниз
key-help-scroll-up = прокрутить вверх
key-help-scroll-down-screen = на экран вниз
key-help-scroll-up-screen = на экран вверх
key-help-top-page = в начало страницы
key-help-language = следующий язык (запомнится для следующих партий): { $languages }
key-help-bottom-page = в конец страницы
key-help-next-page = следующая страница
key-help-previous-page = предыдущая страница
key-help-rules-bug = правила этого насекомого
key-help-close-help = закрыть справку

## дебютный справочник

key-explore-move-above = ход выше
key-explore-move-below = ход ниже
key-explore-play-move-chosen-from = сыграть выбранный ход (из разбора: играть дальше с показанного полухода этим ходом)
key-explore-games-reached-position-moves = партии, дошедшие до этой позиции / ходы, сыгранные в них
key-explore-close-explorer = закрыть справочник
key-explore-help = справка

## партии

key-games-game-above = партия выше
key-games-game-below = партия ниже
key-games-screen-games-up = на экран партий вверх
key-games-screen-games-down = на экран партий вниз
key-games-first-game = первая партия
key-games-last-game-listed = последняя партия в списке
key-games-open-game-chosen-unfinished = открыть выбранную партию: неоконченная продолжится, оконченная откроется для просмотра
key-games-replay-game-chosen-step = просмотреть выбранную партию ход за ходом, оконченную или нет
key-games-take-back-character-search = стереть символ в поиске
key-games-clear-search = очистить поиск
key-games-close-games-screen-back = закрыть список партий и вернуться к игре

## подтверждение

key-confirm-yes = да
key-confirm-new-game-next-clock = новая партия: следующий контроль времени (без часов, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)
key-confirm-no-so-does-any = нет (как и любая другая клавиша; на предложение ничьей отвечают только y или n)

## строка ввода

key-line-play-move-typed-save = сыграть введённый ход или сохранить под введённым именем
key-line-close-prompt = закрыть строку ввода
key-line-take-back-character = стереть символ
key-line-clear-line = очистить строку

## мышь

key-mouse-click-bug = щелчок по насекомому
key-mouse-your-hand-take-like = в руке: взять его (как клавишей его буквы)
key-mouse-click-piece = щелчок по фишке
key-mouse-pick-up-click-highlighted = взять её; щелчок по подсвеченной клетке — пойти туда
key-mouse-click-move = щелчок по ходу
key-mouse-move-list-review-game = в списке ходов: разбор партии на этом полуходе
key-mouse-click-stack = щелчок по стопке
key-mouse-review-show-what-holds = в разборе: показать, что в ней лежит, сверху вниз (как курсор в игре)
key-mouse-click-game = щелчок по партии
key-mouse-games-screen-o-choose = в списке партий (O): выбрать её; Enter открывает

## Рамка страниц справки.

help-keys = Клавиши
help-title = { " " }Справка: { $title }{ " " }
# $page из $pages; $scroll: «↑↓ 3/10 · », если страница прокручивается, иначе пусто.
help-footer = { " " }{ $page }/{ $pages } · { $scroll }← → страница · Esc — закрыть{ " " }
help-invitations = Приглашения (эта партия, по SSH)
opening-rulebook = как в правилах
opening-tournament = турнирный
help-letters = Буквы насекомых
help-letters-why = Буквы взяты из нотации UHP и одинаковы во всех языках: ход, записанный где угодно (wA1 -bG1, на boardspace, на hivegame.com, в сохранённой партии), читается одинаково для всех игроков, а клавиши, которыми берут фишку, — те же буквы.

# A game a player left (`hive serve --claim-after`).
key-play-claim-win = потребовать победу, если соперник ушёл (партия по SSH без часов)
