### `hive club` за терминалом хозяина: что он не принимает.

## `hive club bind ИМЯ КЛЮЧ`. $name: участник; $text: то, что дали как его новый ключ.
clubhost-bind-no-key = Ключ не указан: ключ участника { $name } не изменён. Укажите его открытый ключ (строку из его файла .pub, в кавычках) или отпечаток ключа (SHA256:…, как его выводит ssh-keygen -lf).
clubhost-bind-bad-fingerprint = «{ $text }» — не отпечаток SHA-256 (SHA256: и 43 символа, как его выводит ssh-keygen -lf): ключ участника { $name } не изменён.
# $why: что сказал разбор ключа (по-английски).
clubhost-bind-bad-key = «{ $text }» — не открытый ключ ({ $why }): ключ участника { $name } не изменён.
clubhost-bind-not-a-key = «{ $text }» — ни открытый ключ (ssh-ed25519 AAAA…, строка из файла .pub), ни отпечаток (SHA256:…): ключ участника { $name } не изменён.

## `hive club tournaments НОМЕР`. $id: указанный номер.
clubhost-no-tournament = Турнира { $id } нет: их список выводит hive club tournaments.
# `hive club tournaments ID` of a tournament started with no result in: said before its players (all on 0).
clubhost-tournament-no-result = Идёт тур { $round }: результатов пока нет. Участники по посеву:
# `hive club tournaments ID` of a tournament still open for entries.
clubhost-tournament-not-started = Турнир открыт для записи ({ $entrants } из { $capacity } участников) и ещё не начался: таблицы пока нет.
