### Ответы на вопросы, сохранение копии, новости и отказы общей партии, сообщения при
### открытии партии. $side — сторона («Белые» или «Белые (Ann)») с падежами ($side_gen …).

dialogs-draw-declined = { $side } отклоняют ничью. Игра продолжается.
dialogs-not-replaced = Не заменено: измените имя или нажмите Esc, чтобы не сохранять копию.
dialogs-carry-on = Продолжаем.
dialogs-save-into = Имя сохранит копию в { $folder }; путь (~ — ваша домашняя папка) сохранит её туда.
dialogs-save-here = Имя сохранит копию в текущую папку; путь (~ — ваша домашняя папка) сохранит её туда.
dialogs-saved = { $count ->
    [one] { $count } полуход сохранён
    [few] { $count } полухода сохранены
   *[many] { $count } полуходов сохранено
} в { $path }.

## Общая партия (по приглашению: hive play --invite)

dialogs-shared-no-undo = В общей партии ходы не отменяются: разбор ({ $key }) позволяет посмотреть назад.
dialogs-shared-no-redo = Нечего возвращать: в общей партии ходы не отменяются. Разбор ({ $key }) проходит по ним.
dialogs-shared-no-new = Общая партия не может начать другую: чтобы уйти, нажмите q.
dialogs-shared-no-save = Общую партию сохраняет по ходу игры её хозяин.
dialogs-shared-no-hints = В партии между людьми компьютер не подсказывает.
dialogs-served-no-hints = Компьютер сервера здесь ваш соперник: подсказок он не даёт.
dialogs-shared-no-pause = Часы общей партии не останавливаются: пауза одного игрока нечестна к другому.
dialogs-shared-over = Партия окончена.
dialogs-shared-watching = Вы наблюдаете: ходят только игроки.
dialogs-shared-wait = Сейчас ход { $side_gen }: дождитесь его.
dialogs-shared-no-codes = Коды приглашений — для партии, открытой другу: hive play --invite.
dialogs-shared-host-codes = Коды приглашений выдаёт только хозяин.
dialogs-shared-new-codes = Новые коды: старые строки больше не работают, а вошедшие по ним отключены.
dialogs-shared-codes-failed = Новых кодов нет: { $why }.
dialogs-shared-no-renew = этот экран не выдаёт коды
dialogs-shared-draw-offered = { $side } предлагают ничью.
dialogs-shared-here = { $side } на месте.
dialogs-shared-left = { $side } ушли; партия ждёт их возвращения.
dialogs-shared-left-clock = { $side } ушли; часы идут дальше.
dialogs-shared-moved = { $side } сделали ход: Esc возвращает к партии.
dialogs-shared-seat = Общая партия: вы играете за { $side_acc }. Ход { $to_move_gen }.
dialogs-shared-seat-over = Общая партия: вы играете за { $side_acc }. Партия окончена.
dialogs-shared-watcher = Общая партия: вы наблюдаете.

## Партия, открытая из файла

dialogs-opened-over-ending = Оконченная партия, { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}: r — разбор, u отменяет итог.
dialogs-opened-over = Оконченная партия, { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}: r — разбор, u отменяет ход.
dialogs-opened = Продолжаем партию, { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}. Ход { $side_gen }.

## Сохранение: автосохранение и копия (s). $why — что пошло не так, от системы.

dialogs-not-autosaving = Автосохранение выключено: { $why }
dialogs-no-games-folder = нет папки для партий
dialogs-autosave-failed = Автосохранение не удалось: { $why }
dialogs-save-branched = Новый вариант с полухода { $ply }: сохранён как новая партия ({ $name }); в { $parent } ходы остались прежними.
dialogs-save-changed = { $parent } изменён вне этой партии или открыт в другом hive: не перезаписываю; теперь партия сохраняется в { $name }.
dialogs-copy-cannot-make = не удалось создать { $path }: { $why }
dialogs-copy-no-folder = папки { $folder } нет; сначала создайте её
dialogs-copy-own = { $path } — собственный файл этой партии, уже сохранён
dialogs-copy-not-file = { $path } — не обычный файл; не заменяю
dialogs-copy-held = { $path } открыт в другом hive (процесс { $pid }, с { $since })

dialogs-language-not-kept = Язык не удалось запомнить для следующих партий ({ $why }).
# Said on the board once F2 changed the language; $name: the language's own name.
dialogs-language-now = Язык игры: { $name }.

# A game a player left (`hive serve --claim-after`).
dialogs-shared-left-claim = { $side } ушли; если они не вернутся в течение { $minutes ->
    [one] { $minutes } минуты
   *[other] { $minutes } минут
}, можно потребовать победу: { $key }.
dialogs-claim-local = Требовать победу не у кого: это для партии по SSH, которую соперник покинул.
