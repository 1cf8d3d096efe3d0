### `hive games`: таблица сохранённых партий, её подвал и заметки.

list-white = Белые
list-black = Чёрные
list-result = Итог
list-date = Дата
list-game = Набор
list-plies = Полух.
list-name = Имя
list-branch = ветка { $game } с полухода { $ply }
list-taken-back = { $plies } из { $all }
list-count = { $shown } из { $total }
list-footer-long = { $count }: --all покажет все; --player, --since, --result и слова сузят список
list-footer-medium = { $count }: --all покажет все; --player, --result и слова сузят
list-footer-short = { $count }; --all покажет все
list-no-match = Ни одна сохранённая партия не подходит.
list-none = В { $dir } нет сохранённых партий.
list-changed = Записи изменились в обход указателя; список заново:
list-rebuilding = заметка: указатель партий в { $dir } повреждён; строю его заново по сохранённым партиям
list-index-unwritable = заметка: указатель партий не удалось записать ({ $why }); прочитаны сами файлы
list-skipped = пропущено: { $why }
