# The club's tournaments in the lobby (key T) and in the plain lobby.
tour-key = T турниры
tour-title = Турниры
tour-none = Турниров пока нет.
tour-you-are-in = вы участвуете
tour-keys = ↑↓ выбор · Enter таблица · j вступить · x выйти из турнира · q назад
tour-keys-organizer = ↑↓ выбор · Enter таблица · j вступить · x выйти из турнира · n новый турнир · q назад
tour-keys-detail = j вступить · x выйти из турнира · q назад
tour-keys-new = ↑↓ выбор · ←→ изменить · Enter создать · Esc назад
tour-kind-swiss = швейцарская система
tour-kind-round-robin = круговой
tour-kind-double = двухкруговой
tour-format-swiss = { $rounds ->
    [one] швейцарская система, { $rounds } тур
    [few] швейцарская система, { $rounds } тура
   *[many] швейцарская система, { $rounds } туров
}
tour-open = набор: { $entrants } из { $capacity } игроков
# $time: the time of day it starts, as 14:30 UTC.
tour-open-until = набор: { $entrants } из { $capacity } игроков, начало в { $time } или как только наберётся
tour-running = тур { $round }
tour-finished = завершён
tour-playing = идёт
# A tournament game in the member's list of games: the tournament's name and round.
tour-mark = { $name }, тур { $round }
tour-no-players = Пока никто не вступил.
tour-players = Игроки: { $names }.
tour-col-player = Игрок
tour-col-points = Очки
tour-col-buchholz = Бухгольц
# Sonneborn-Berger, short.
tour-col-sb = З-Б
tour-round = Тур { $round }
tour-bye = { $player } свободен от игры в этом туре
tour-new = Новый турнир
tour-field-kind = Система:
tour-field-rounds = Туров:
tour-field-size = Игроков:
tour-field-clock = Часы:
tour-field-start = Начало:
tour-start-full = когда наберётся
tour-start-in = { $minutes ->
    [one] когда наберётся или через { $minutes } минуту
    [few] когда наберётся или через { $minutes } минуты
   *[many] когда наберётся или через { $minutes } минут
}
tour-no-club = Турниры проводит клуб, а в этом лобби клуба нет.
tour-error = Ошибка базы данных клуба: { $why }
tour-joined = Вы участвуете в турнире { $name }.
tour-left = Вы вышли из турнира { $name }.
tour-not-left = Вы в нём не участвовали, или он уже начался.
tour-unknown = Такого турнира нет.
tour-started = Этот турнир уже начался.
tour-full = В этом турнире нет мест.
tour-made = Турнир { $name } создан, и вы в нём участвуете.
tour-not-allowed = Турниры создают хозяин сервера и те, кому он это разрешил.
# The plain lobby's commands (one word each, typed in lower case).
tour-cmd-tournaments = турниры
tour-cmd-tournament = турнир
tour-cmd-join = вступить
tour-cmd-leave = покинуть
tour-plain-none = Турниров нет.
# One tournament: its number, name, kind, clock and how it stands.
tour-plain-line = Турнир { $number }: { $name }, { $format }, { $clock }, { $state }.
tour-plain-you-are-in = Вы в нём участвуете.
tour-plain-standing = { $place }. { $name }: очки { $points }, Бухгольц { $buchholz }, Зоннеборн-Бергер { $sb }.
tour-plain-game = { $white } против { $black }: { $result }.
tour-plain-no-such = Турнира { $number } нет.
tour-plain-needs-number = Укажите турнир: { $command } и его номер.
tour-plain-help = { $tournaments } — список турниров; { $tournament } N — таблица и партии турнира; { $join } N — вступить в турнир, { $leave } N — выйти из него.
