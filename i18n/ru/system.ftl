### Отказы системы словами игрока: файл не читается или не пишется, и почему.

system-permission-denied = нет доступа
system-not-found = нет такого файла или папки
system-disk-full = диск заполнен
system-read-only = диск только для чтения
system-is-a-folder = это папка, а не файл
system-not-a-folder = часть пути — файл, а не папка
system-already-exists = уже существует
system-cannot-read = { $path } не читается: { $why }
system-cannot-save = { $path } не сохраняется: { $why }
system-not-a-save = Это не партия, которую может открыть программа ({ $detail })
