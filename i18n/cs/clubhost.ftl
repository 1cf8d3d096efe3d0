### `hive club` u terminálu hostitele: co odmítá.

## `hive club bind JMÉNO KLÍČ`. $name: člen; $text: to, co bylo zadáno jako jeho nový klíč.
clubhost-bind-no-key = Nebyl zadán žádný klíč: klíč člena { $name } zůstává beze změny. Zadej jeho veřejný klíč (řádek z jeho souboru .pub, v uvozovkách) nebo otisk klíče (SHA256:…, jak ho vypíše ssh-keygen -lf).
clubhost-bind-bad-fingerprint = „{ $text }“ není otisk SHA-256 (SHA256: a 43 znaků, jak ho vypíše ssh-keygen -lf): klíč člena { $name } zůstává beze změny.
# $why: co řekla čtečka klíče (anglicky).
clubhost-bind-bad-key = „{ $text }“ není veřejný klíč ({ $why }): klíč člena { $name } zůstává beze změny.
clubhost-bind-not-a-key = „{ $text }“ není ani veřejný klíč (ssh-ed25519 AAAA…, řádek ze souboru .pub), ani otisk (SHA256:…): klíč člena { $name } zůstává beze změny.

## `hive club tournaments ČÍSLO`. $id: zadané číslo.
clubhost-no-tournament = Turnaj { $id } neexistuje: seznam turnajů vypíše hive club tournaments.
# `hive club tournaments ID` of a tournament started with no result in: said before its players (all on 0).
clubhost-tournament-no-result = Hraje se { $round }. kolo: zatím není žádný výsledek. Hráči podle nasazení:
# `hive club tournaments ID` of a tournament still open for entries.
clubhost-tournament-not-started = Turnaj je otevřený pro přihlášky ({ $entrants } z { $capacity } hráčů) a ještě nezačal: tabulka zatím není.
